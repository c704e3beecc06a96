// The website's API client. Every authenticated call asks Firebase for a fresh ID token (tokens last an
// hour); it waits for Firebase to restore a session first, so calls made while the page starts don't
// fail with "Please sign in to continue".
import { createApiClient } from "@vi/api-client";
import { env } from "../env.ts";
import { auth } from "../lib/firebase.ts";

export const api = createApiClient({
  baseUrl: env.VITE_API_BASE_URL,
  getIdToken: async () => {
    await auth.authStateReady();
    return (await auth.currentUser?.getIdToken()) ?? null;
  },
});
