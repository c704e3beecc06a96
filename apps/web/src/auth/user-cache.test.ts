import { sampleUserInfo } from "@vi/types/fixtures";
import { beforeEach, describe, expect, it } from "vitest";
import { clearUserCache, readUserCache, USER_CACHE_KEY, writeUserCache } from "./user-cache.ts";

describe("user cache", () => {
  beforeEach(() => localStorage.clear());

  it("round-trips the user data with its uid", () => {
    writeUserCache({ uid: "uid-1", userInfo: sampleUserInfo });
    expect(readUserCache()).toEqual({ uid: "uid-1", userInfo: sampleUserInfo });
  });

  it("is empty after clearing", () => {
    writeUserCache({ uid: "uid-1", userInfo: sampleUserInfo });
    clearUserCache();
    expect(readUserCache()).toBeNull();
    expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
  });

  it("drops a corrupt or wrongly shaped entry", () => {
    localStorage.setItem(USER_CACHE_KEY, "{not json");
    expect(readUserCache()).toBeNull();
    expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();

    localStorage.setItem(
      USER_CACHE_KEY,
      JSON.stringify({ uid: "uid-1", userInfo: { email: "a@b.co", isAdmin: "yes" } }),
    );
    expect(readUserCache()).toBeNull();
    expect(localStorage.getItem(USER_CACHE_KEY)).toBeNull();
  });
});
