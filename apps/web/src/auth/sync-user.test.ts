import { sampleUserInfo } from "@vi/types/fixtures";
import { describe, expect, it, vi } from "vitest";
import { backend } from "../test/backend.ts";
import { apiError, lastRequest, replyOnce, requests } from "../test/server.ts";
import { api } from "./api.ts";
import { syncUserRecord } from "./sync-user.ts";

const sent = (method: string) => requests("/user").filter((r) => r.method === method);

describe("syncUserRecord", () => {
  it("returns the stored record and leaves an unchanged timezone alone", async () => {
    const result = await syncUserRecord({
      api,
      email: "ada@example.com",
      timezone: "Europe/Paris",
      cached: sampleUserInfo,
    });
    expect(result).toEqual(sampleUserInfo);
    expect(sent("PUT")).toHaveLength(0);
    expect(sent("POST")).toHaveLength(0);
  });

  it("updates the timezone when the browser's differs", async () => {
    const result = await syncUserRecord({
      api,
      email: "ada@example.com",
      timezone: "America/New_York",
      cached: sampleUserInfo,
    });
    expect(sent("PUT")).toHaveLength(1);
    expect(lastRequest("/user")?.body).toEqual({ timezone: "America/New_York" });
    expect(backend.user?.timezone).toBe("America/New_York");
    expect(result.timezone).toBe("America/New_York");
  });

  it("keeps the stored timezone when the update fails", async () => {
    replyOnce("put", "/user", () => apiError(500, "INTERNAL", "offline"));
    const logger = { error: vi.fn() };
    const result = await syncUserRecord({
      api,
      email: "ada@example.com",
      timezone: "Asia/Tokyo",
      cached: sampleUserInfo,
      logger,
    });
    expect(result.timezone).toBe("Europe/Paris");
    expect(logger.error).toHaveBeenCalled();
  });

  it("a sign-in new to this browser creates the record with POST /user, never meeting GET's 404", async () => {
    backend.reset({ user: null });
    const result = await syncUserRecord({ api, email: "new@example.com", timezone: "Asia/Tokyo" });
    expect(sent("GET")).toHaveLength(0);
    expect(sent("POST")).toHaveLength(1);
    expect(lastRequest("/user")?.body).toEqual({ email: "new@example.com", timezone: "Asia/Tokyo" });
    expect(result.email).toBe("new@example.com");
    expect(sent("PUT")).toHaveLength(0);
  });

  it("a sign-in new to this browser gets an existing record from POST /user, and updates its timezone", async () => {
    const result = await syncUserRecord({ api, email: "ada@example.com", timezone: "Asia/Tokyo" });
    expect(sent("GET")).toHaveLength(0);
    expect(sent("POST")).toHaveLength(1);
    expect(result.name).toBe(sampleUserInfo.name);
    expect(sent("PUT")).toHaveLength(1);
    expect(result.timezone).toBe("Asia/Tokyo");
  });

  it("creates the record when a cached one is gone on the server (404)", async () => {
    backend.reset({ user: null });
    const result = await syncUserRecord({
      api,
      email: "new@example.com",
      timezone: "Asia/Tokyo",
      cached: sampleUserInfo,
    });
    expect(sent("GET")).toHaveLength(1);
    expect(sent("POST")).toHaveLength(1);
    expect(result.email).toBe("new@example.com");
  });

  it("merges the server's record over the cached copy", async () => {
    backend.reset({ user: { ...sampleUserInfo, name: "Server" } });
    const cached = { ...sampleUserInfo, name: "Cached", isAdmin: true };
    const result = await syncUserRecord({ api, email: "ada@example.com", timezone: "Europe/Paris", cached });
    expect(result.name).toBe("Server");
    expect(result.isAdmin).toBe(false);
  });

  it("fails on other errors instead of creating a duplicate record", async () => {
    replyOnce("get", "/user", () => apiError(500, "INTERNAL", "boom"));
    await expect(
      syncUserRecord({ api, email: "ada@example.com", timezone: "UTC", cached: sampleUserInfo }),
    ).rejects.toThrow("boom");
    expect(sent("POST")).toHaveLength(0);
  });
});
