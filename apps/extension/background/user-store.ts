// Where the signed-in user is kept (docs/decisions/extension-tokens.md): the Firebase ID and refresh
// tokens in storage.session, which only the extension's own pages and background can read; the rest
// (a signed-in view: email, saved ids, admin flag, linked channels) in storage.local, which every content
// script on YouTube can read. The YouTube pages thus never hold a token. The refresh token is also kept
// in the background's IndexedDB (token-vault.ts), so the session outlives a browser restart.
import type { ViUserData } from "@vi/types";
import type { SignedInView } from "../shared/storage.ts";
import type { TokenVault } from "./token-vault.ts";

/** The part of a browser.storage area the store uses (the real ones in the background, fakes in tests). */
export interface StorageArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(key: string): Promise<void>;
}

export const USER_KEY = "user";
export const CREDENTIALS_KEY = "credentials";

interface Credentials {
  idToken: string;
  refreshToken: string;
}

function isCredentials(value: unknown): value is Credentials {
  const v = value as Partial<Credentials> | null;
  return typeof v?.idToken === "string" && typeof v.refreshToken === "string";
}

/** The email claim of an ID token, for display only (the API verifies the token). */
function emailFromIdToken(idToken: string): string | undefined {
  const payload = idToken.split(".")[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const email = (JSON.parse(json) as { email?: unknown } | null)?.email;
    return typeof email === "string" && email.includes("@") ? email : undefined;
  } catch {
    return undefined;
  }
}

/** The user as content scripts may see it: no token. */
export function signedInView(user: ViUserData): SignedInView {
  const { idToken, refreshToken: _refreshToken, email, ...rest } = user;
  const shown = email ?? emailFromIdToken(idToken);
  return { signedIn: true, ...rest, ...(shown ? { email: shown } : {}) };
}

export function createUserStore({
  local,
  session,
  vault,
}: {
  local: StorageArea;
  session: StorageArea;
  vault: TokenVault;
}) {
  async function set(next: ViUserData | null): Promise<void> {
    if (!next) {
      // Tokens first, the view last: a view on disk never outlives the tokens it stands for.
      await Promise.all([session.remove(CREDENTIALS_KEY), vault.set(null)]);
      await local.remove(USER_KEY);
      return;
    }
    const credentials: Credentials = { idToken: next.idToken, refreshToken: next.refreshToken };
    await Promise.all([session.set({ [CREDENTIALS_KEY]: credentials }), vault.set(next.refreshToken)]);
    // The account's language (from the website) becomes the extension's (storage local:language).
    await local.set({
      [USER_KEY]: signedInView(next),
      ...(next.language ? { language: next.language } : {}),
    });
  }

  return {
    /** The whole user, tokens included: for the background only. */
    async get(): Promise<ViUserData | null> {
      const [stored, secret] = await Promise.all([local.get(USER_KEY), session.get(CREDENTIALS_KEY)]);
      const view = stored[USER_KEY] as (SignedInView & Partial<Credentials>) | null | undefined;
      if (!view) return null;
      // An older version kept the tokens in storage.local: move them out on first read.
      if (isCredentials(view)) {
        const { idToken, refreshToken, signedIn: _signedIn, ...rest } = view;
        const user = { ...rest, idToken, refreshToken } as ViUserData;
        await set(user);
        return user;
      }
      const { signedIn: _signedIn, ...rest } = view;
      const credentials = secret[CREDENTIALS_KEY];
      if (isCredentials(credentials)) return { ...rest, ...credentials };
      // storage.session empties when the browser quits; the vault does not. An empty ID token has no
      // expiry, so the token refresher mints one from the refresh token before any API call.
      const refreshToken = await vault.get();
      if (refreshToken) return { ...rest, idToken: "", refreshToken };
      // Neither: signed out until the website sends the user again.
      await local.remove(USER_KEY);
      return null;
    },
    set,
  };
}
