import type { ViUserData } from "@vi/types";
import { IDBFactory } from "fake-indexeddb";
import { describe, expect, test, vi } from "vitest";
import { createTokenRefresher } from "../../background/id-token.ts";
import { indexedDbVault } from "../../background/token-vault.ts";
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
    const store = createUserStore({ local, session, vault: indexedDbVault(new IDBFactory()) });
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

  test("signing out clears all three places; with neither session tokens nor vault the user is signed out", async () => {
    const local = area();
    const session = area();
    const factory = new IDBFactory();
    const store = createUserStore({ local, session, vault: indexedDbVault(factory) });
    await store.set(USER);
    // A second vault on the same database: what the background finds after a restart.
    expect(await indexedDbVault(factory).get()).toBe(USER.refreshToken);
    await store.set(null);
    expect(local.dump()).toEqual({});
    expect(session.dump()).toEqual({});
    expect(await indexedDbVault(factory).get()).toBeNull();

    await local.set({ [USER_KEY]: { signedIn: true, savedVideoIds: {} } });
    expect(await store.get()).toBeNull();
    expect(local.dump()).toEqual({});
  });

  test("after a browser restart (storage.session emptied) the vault's refresh token restores the session", async () => {
    const local = area();
    const factory = new IDBFactory();
    await createUserStore({ local, session: area(), vault: indexedDbVault(factory) }).set(USER);

    // The restarted browser: a new, empty storage.session and a new background over the same IndexedDB.
    const session = area();
    const store = createUserStore({ local, session, vault: indexedDbVault(factory) });
    expect(await store.get()).toMatchObject({ idToken: "", refreshToken: USER.refreshToken });
    const fetch = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      expect(String(init?.body)).toContain(`refresh_token=${USER.refreshToken}`);
      return Response.json({ id_token: "fresh.id.token", refresh_token: "AMf-rotated" });
    });
    const tokens = createTokenRefresher({
      url: "http://auth.test/securetoken.googleapis.com/v1/token?key=k",
      fetch: fetch as typeof globalThis.fetch,
      getUser: store.get,
      setUser: store.set,
      now: () => 0,
    });
    expect(await tokens.freshIdToken()).toBe("fresh.id.token");
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.dump()[CREDENTIALS_KEY]).toEqual({
      idToken: "fresh.id.token",
      refreshToken: "AMf-rotated",
    });
    expect(await indexedDbVault(factory).get()).toBe("AMf-rotated");
    // Still nothing a content script can read.
    expect(JSON.stringify(local.dump())).not.toContain("AMf-");
    expect(local.dump()[USER_KEY]).toMatchObject({ signedIn: true, email: "creator@example.com" });
  });

  test("a refresh token the Secure Token API refuses (deleted account) clears the vault too", async () => {
    const local = area();
    const factory = new IDBFactory();
    await createUserStore({ local, session: area(), vault: indexedDbVault(factory) }).set(USER);
    const store = createUserStore({ local, session: area(), vault: indexedDbVault(factory) });
    const tokens = createTokenRefresher({
      url: "http://auth.test/token",
      fetch: (async () =>
        Response.json({ error: { message: "USER_NOT_FOUND" } }, { status: 400 })) as typeof globalThis.fetch,
      getUser: store.get,
      setUser: store.set,
      now: () => 0,
    });
    expect(await tokens.freshIdToken()).toBeNull();
    expect(local.dump()).toEqual({});
    expect(await indexedDbVault(factory).get()).toBeNull();
    expect(await store.get()).toBeNull();
  });

  test("a user stored by an older version (tokens in storage.local) is moved out on first read", async () => {
    const local = area({ [USER_KEY]: USER });
    const session = area();
    const store = createUserStore({ local, session, vault: indexedDbVault(new IDBFactory()) });
    expect(await store.get()).toMatchObject({ refreshToken: USER.refreshToken });
    expect(JSON.stringify(local.dump())).not.toContain(USER.refreshToken);
    expect(session.dump()[CREDENTIALS_KEY]).toMatchObject({ refreshToken: USER.refreshToken });
  });
});
