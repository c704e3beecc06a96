import type { ViUserData } from "@vi/types";
import { describe, expect, test } from "vitest";
import { CREDENTIALS_KEY, createUserStore, type StorageArea, USER_KEY } from "../../background/user-store.ts";

/** An in-memory browser.storage area. */
function area(initial: Record<string, unknown> = {}) {
  const items = new Map(Object.entries(initial));
  const store: StorageArea & { dump(): Record<string, unknown> } = {
    get: async (key) => (items.has(key) ? { [key]: items.get(key) } : {}),
    set: async (next) => {
      for (const [key, value] of Object.entries(next)) items.set(key, structuredClone(value));
    },
    remove: async (key) => {
      items.delete(key);
    },
    dump: () => Object.fromEntries(items),
  };
  return store;
}

const USER: ViUserData = {
  idToken: "header.eyJlbWFpbCI6ImNyZWF0b3JAZXhhbXBsZS5jb20ifQ.signature",
  refreshToken: "AMf-refresh-token-secret",
  savedVideoIds: { aBcDeFgHiJk: true },
  isAdmin: false,
  youtubeAccounts: [],
  currentAccount: null,
};

describe("the user store: tokens stay in the background", () => {
  test("what a content script can read (storage.local) holds no token, only the signed-in view", async () => {
    const local = area();
    const session = area();
    const store = createUserStore({ local, session });
    await store.set(USER);
    const visible = JSON.stringify(local.dump());
    expect(visible).not.toContain(USER.idToken);
    expect(visible).not.toContain(USER.refreshToken);
    expect(local.dump()[USER_KEY]).toEqual({
      signedIn: true,
      email: "creator@example.com",
      savedVideoIds: { aBcDeFgHiJk: true },
      isAdmin: false,
      youtubeAccounts: [],
      currentAccount: null,
    });
    expect(session.dump()[CREDENTIALS_KEY]).toEqual({
      idToken: USER.idToken,
      refreshToken: USER.refreshToken,
    });
    // The background still gets the whole user back.
    expect(await store.get()).toEqual({ ...USER, email: "creator@example.com" });
  });

  test("signing out clears both; a browser restart (storage.session emptied) signs out", async () => {
    const local = area();
    const session = area();
    const store = createUserStore({ local, session });
    await store.set(USER);
    await session.remove(CREDENTIALS_KEY);
    expect(await store.get()).toBeNull();
    expect(local.dump()).toEqual({});
    await store.set(USER);
    await store.set(null);
    expect(local.dump()).toEqual({});
    expect(session.dump()).toEqual({});
  });

  test("a user stored by an older version (tokens in storage.local) is moved out on first read", async () => {
    const local = area({ [USER_KEY]: USER });
    const session = area();
    const store = createUserStore({ local, session });
    expect(await store.get()).toMatchObject({ refreshToken: USER.refreshToken });
    expect(JSON.stringify(local.dump())).not.toContain(USER.refreshToken);
    expect(session.dump()[CREDENTIALS_KEY]).toMatchObject({ refreshToken: USER.refreshToken });
  });
});
