import { ViUserDataMessageSchema } from "@vi/types";
import { sampleUserInfo } from "@vi/types/fixtures";
import { describe, expect, it, vi } from "vitest";
import { buildUserDataMessage, postToExtension, SIGNED_OUT_MESSAGE } from "./extension-sync.ts";

const user = { getIdToken: async () => "id-token", refreshToken: "refresh-token", email: "ada@example.com" };

describe("extension sync", () => {
  it("builds a VI_USER_DATA message the extension's schema accepts", async () => {
    const message = await buildUserDataMessage(user, sampleUserInfo);
    expect(ViUserDataMessageSchema.parse(message)).toEqual(message);
    expect(message.user).toEqual({
      idToken: "id-token",
      refreshToken: "refresh-token",
      savedVideoIds: sampleUserInfo.savedVideoIds,
      isAdmin: false,
      youtubeAccounts: sampleUserInfo.youtubeAccounts,
      currentAccount: sampleUserInfo.currentAccount,
      email: "ada@example.com",
    });
  });

  it("carries the language stored with the user, so the extension speaks it too", async () => {
    const message = await buildUserDataMessage(user, { ...sampleUserInfo, language: "de" });
    expect(ViUserDataMessageSchema.parse(message).user?.language).toBe("de");
  });

  it("posts only to the page's own origin", () => {
    const post = vi.spyOn(window, "postMessage").mockImplementation(() => {});
    postToExtension(SIGNED_OUT_MESSAGE);
    expect(post).toHaveBeenCalledWith({ type: "VI_USER_DATA", user: null }, window.location.origin);
    post.mockRestore();
  });
});
