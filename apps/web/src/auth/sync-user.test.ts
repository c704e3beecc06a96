import { ApiError } from "@vi/api-client";
import { sampleUserInfo } from "@vi/types/fixtures";
import { describe, expect, it, vi } from "vitest";
import { type SyncUserOptions, syncUserRecord } from "./sync-user.ts";

const notFound = () => new ApiError({ code: "NOT_FOUND", status: 404, message: "No user record" });

type SyncApi = SyncUserOptions["api"];

function fakeApi(overrides: Partial<SyncApi> = {}) {
  return {
    getUser: vi.fn(async () => ({ userInfo: sampleUserInfo })),
    createUser: vi.fn(async (body: { email: string; timezone: string }) => ({
      userInfo: { ...sampleUserInfo, email: body.email, timezone: body.timezone, name: null },
    })),
    updateUser: vi.fn(async () => ({ success: true as const })),
    ...overrides,
  };
}

describe("syncUserRecord", () => {
  it("returns the stored record and leaves an unchanged timezone alone", async () => {
    const api = fakeApi();
    const result = await syncUserRecord({ api, email: "ada@example.com", timezone: "Europe/Paris" });
    expect(result).toEqual(sampleUserInfo);
    expect(api.updateUser).not.toHaveBeenCalled();
    expect(api.createUser).not.toHaveBeenCalled();
  });

  it("updates the timezone when the browser's differs", async () => {
    const api = fakeApi();
    const result = await syncUserRecord({ api, email: "ada@example.com", timezone: "America/New_York" });
    expect(api.updateUser).toHaveBeenCalledWith({ timezone: "America/New_York" });
    expect(result.timezone).toBe("America/New_York");
  });

  it("keeps the stored timezone when the update fails", async () => {
    const api = fakeApi({ updateUser: vi.fn(async () => Promise.reject(new Error("offline"))) });
    const logger = { error: vi.fn() };
    const result = await syncUserRecord({ api, email: "ada@example.com", timezone: "Asia/Tokyo", logger });
    expect(result.timezone).toBe("Europe/Paris");
    expect(logger.error).toHaveBeenCalled();
  });

  it("creates the record with email and timezone when there is none (404)", async () => {
    const api = fakeApi({ getUser: vi.fn(async () => Promise.reject(notFound())) });
    const result = await syncUserRecord({ api, email: "new@example.com", timezone: "Asia/Tokyo" });
    expect(api.createUser).toHaveBeenCalledWith({ email: "new@example.com", timezone: "Asia/Tokyo" });
    expect(result.email).toBe("new@example.com");
  });

  it("merges the server's record over the cached copy", async () => {
    const api = fakeApi({
      getUser: vi.fn(async () => ({ userInfo: { ...sampleUserInfo, name: "Server" } })),
    });
    const cached = { ...sampleUserInfo, name: "Cached", isAdmin: true };
    const result = await syncUserRecord({ api, email: "ada@example.com", timezone: "Europe/Paris", cached });
    expect(result.name).toBe("Server");
    expect(result.isAdmin).toBe(false);
  });

  it("fails on other errors instead of creating a duplicate record", async () => {
    const api = fakeApi({
      getUser: vi.fn(async () =>
        Promise.reject(new ApiError({ code: "INTERNAL", status: 500, message: "boom" })),
      ),
    });
    await expect(syncUserRecord({ api, email: "ada@example.com", timezone: "UTC" })).rejects.toThrow("boom");
    expect(api.createUser).not.toHaveBeenCalled();
  });
});
