// The signed-in session: follows Firebase, keeps the user record in sync, caches it
// and tells the extension. Loaded on demand by AuthProvider so firebase/auth stays out of the landing
// page's bundle.
import { ApiError } from "@vi/api-client";
import type { UserInfo } from "@vi/types";
import { ErrorCode } from "@vi/types/core";
import { signOut as firebaseSignOut, onIdTokenChanged, type User } from "firebase/auth";
import { auth } from "../lib/firebase.ts";
import { api } from "./api.ts";
import { buildUserDataMessage, postToExtension, SIGNED_OUT_MESSAGE } from "./extension-sync.ts";
import { browserTimeZone, syncUserRecord } from "./sync-user.ts";
import { clearUserCache, readUserCache, writeUserCache } from "./user-cache.ts";

export { api };

export interface SessionAccount {
  uid: string;
  email: string | null;
}

export interface SessionHandlers {
  /** A (different) user is signed in; their record is being fetched. */
  signedIn(account: SessionAccount): void;
  /** The record of `uid` after the sync; null when it could be neither read nor created. */
  userData(uid: string, userInfo: UserInfo | null): void;
  signedOut(): void;
  /** The API refused this account (an email not verified): it is signed out; `message` is for the user. */
  refused?(message: string): void;
}

let handlers: SessionHandlers | null = null;
let currentUid: string | null | undefined; // undefined until Firebase has reported once
let latest: UserInfo | null = null;
let generation = 0;

async function publish(user: User, userInfo: UserInfo): Promise<void> {
  try {
    postToExtension(await buildUserDataMessage(user, userInfo));
  } catch (error) {
    console.error("Could not hand the user data to the extension", error);
  }
}

async function sync(user: User): Promise<void> {
  const run = ++generation;
  const cached = readUserCache();
  const cachedInfo = cached?.uid === user.uid ? cached.userInfo : null;
  let userInfo: UserInfo | null;
  try {
    userInfo = await syncUserRecord({
      api,
      email: user.email,
      timezone: browserTimeZone(),
      cached: cachedInfo,
    });
  } catch (error) {
    // An account whose email nobody verified reaches nothing in the API: sign it out and say why.
    if (error instanceof ApiError && error.code === ErrorCode.EMAIL_NOT_VERIFIED) {
      if (run !== generation) return;
      handlers?.refused?.(error.message);
      clearUserCache();
      await firebaseSignOut(auth);
      return;
    }
    // A failed user data fetch is only logged; the cached copy (if any) stays in use.
    console.error("Could not load the user record", error);
    userInfo = cachedInfo;
  }
  if (run !== generation) return; // signed out or switched user meanwhile
  handlers?.userData(user.uid, userInfo);
  if (userInfo) saveUserData(user.uid, userInfo);
}

/** Starts following Firebase; returns the unsubscribe function. */
export function startSession(next: SessionHandlers): () => void {
  handlers = next;
  currentUid = undefined;
  const unsubscribe = onIdTokenChanged(auth, (user) => {
    if (!user) {
      currentUid = null;
      latest = null;
      generation++;
      clearUserCache();
      postToExtension(SIGNED_OUT_MESSAGE);
      handlers?.signedOut();
      return;
    }
    if (user.uid === currentUid) {
      // Same user, refreshed ID token: give the extension the new one.
      if (latest) void publish(user, latest);
      return;
    }
    currentUid = user.uid;
    handlers?.signedIn({ uid: user.uid, email: user.email });
    void sync(user);
  });
  return () => {
    unsubscribe();
    if (handlers === next) handlers = null;
  };
}

/** Stores changed user data (after an update the server accepted) and passes it on to the extension. */
export function saveUserData(uid: string, userInfo: UserInfo): void {
  const user = auth.currentUser;
  if (!user || user.uid !== uid) return;
  latest = userInfo;
  writeUserCache({ uid, userInfo });
  void publish(user, userInfo);
}

/** Fetches the record again (the 'No user data found' retry). */
export async function refreshUserData(): Promise<void> {
  const user = auth.currentUser;
  if (user) await sync(user);
}

export async function signOut(): Promise<void> {
  clearUserCache();
  await firebaseSignOut(auth);
}
