import { describe, expect, it } from "vitest";
import { ApiError, messageFromReply } from "./errors.ts";

describe("messageFromReply", () => {
  it("reads our error shape and the spec's older ones", () => {
    expect(messageFromReply({ error: { code: "BAD_REQUEST", message: "limit: too big" } })).toBe(
      "limit: too big",
    );
    expect(messageFromReply({ error: "invalid_grant" })).toBe("invalid_grant");
    expect(messageFromReply({ message: "Video not found" })).toBe("Video not found");
  });

  it("finds none in empty or foreign bodies", () => {
    for (const body of [
      undefined,
      null,
      "text",
      42,
      {},
      { error: "" },
      { error: { code: "X", message: " " } },
      { message: 5 },
    ]) {
      expect(messageFromReply(body), JSON.stringify(body)).toBeNull();
    }
  });
});

describe("ApiError.fromReply", () => {
  it("keeps the server's code and message", () => {
    const error = ApiError.fromReply(403, { error: { code: "FORBIDDEN", message: "Admins only" } });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      status: 403,
      code: "FORBIDDEN",
      message: "Admins only",
      serverMessage: "Admins only",
    });
    expect(error.isHttpError).toBe(true);
  });

  it("says 'HTTP error! status N' without a message", () => {
    const error = ApiError.fromReply(500, undefined);
    expect(error).toMatchObject({
      status: 500,
      code: "HTTP_ERROR",
      message: "HTTP error! status 500",
      serverMessage: null,
    });
  });

  it("is not an HTTP error without a status", () => {
    expect(new ApiError({ code: "NETWORK_ERROR", message: "offline" }).isHttpError).toBe(false);
  });
});
