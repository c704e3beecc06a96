// The website's one API client: every call goes through `api.call(contracts.X, input)`. Authenticated calls
// ask Firebase for a fresh ID token (tokens last an hour), after waiting for it to restore a session, so
// calls made while the page starts don't fail with "Please sign in to continue". Firebase is imported on
// the first authenticated call only: public pages (e.g. /affiliate) use this client without loading it.
import { createApiClient } from "@vi/api-client";
import { env } from "../env.ts";

let firebase: Promise<typeof import("../lib/firebase.ts")> | undefined;

export const api = createApiClient({
  baseUrl: env.VITE_API_BASE_URL,
  getIdToken: async () => {
    firebase ??= import("../lib/firebase.ts"); // one load, shared by calls that start together
    const { auth } = await firebase;
    await auth.authStateReady();
    return (await auth.currentUser?.getIdToken()) ?? null;
  },
});
