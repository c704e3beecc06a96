// Firebase sign-in actions of /login and /finishSignUp.
import { FirebaseError } from "firebase/app";
import {
  GoogleAuthProvider,
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signInWithPopup,
} from "firebase/auth";
import { auth } from "../lib/firebase.ts";
import { safeLocalStorage } from "./user-cache.ts";

/** Where the email typed at /login waits for the link to be opened (local storage). */
const EMAIL_FOR_SIGN_IN_KEY = "emailForSignIn";

export function storedSignInEmail(): string | null {
  return safeLocalStorage()?.getItem(EMAIL_FOR_SIGN_IN_KEY) ?? null;
}

/** Sends the sign-in link; the link comes back to /finishSignUp on this origin. */
export async function sendEmailLink(email: string): Promise<void> {
  await sendSignInLinkToEmail(auth, email, {
    url: `${window.location.origin}/finishSignUp`,
    handleCodeInApp: true,
  });
  safeLocalStorage()?.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
}

export function isEmailSignInLink(href: string): boolean {
  return isSignInWithEmailLink(auth, href);
}

/** Completes sign-in with the link; the stored email is removed once it has been used. */
export async function completeEmailLink(email: string, href: string): Promise<void> {
  await signInWithEmailLink(auth, email, href);
  safeLocalStorage()?.removeItem(EMAIL_FOR_SIGN_IN_KEY);
}

/** Resolves with whether a user is signed in once Firebase has restored any saved session. */
export async function hasSignedInUser(): Promise<boolean> {
  await auth.authStateReady();
  return auth.currentUser !== null;
}

export async function signInWithGoogle(): Promise<void> {
  const provider = new GoogleAuthProvider();
  provider.setCustomParameters({ prompt: "select_account" });
  await signInWithPopup(auth, provider);
}

/** Firebase error code, or undefined for other errors. */
function errorCode(error: unknown): string | undefined {
  return error instanceof FirebaseError ? error.code : undefined;
}

/** A sentence for the user; null when there is nothing to say (they closed the pop-up themselves). */
export function signInErrorMessage(error: unknown): string | null {
  switch (errorCode(error)) {
    case "auth/popup-closed-by-user":
    case "auth/cancelled-popup-request":
    case "auth/user-cancelled":
      return null;
    case "auth/popup-blocked":
      return "Your browser blocked the sign-in window. Allow pop-ups for this site and try again.";
    case "auth/invalid-email":
    case "auth/missing-email":
      return "That email address doesn't look right. Please check it and try again.";
    case "auth/too-many-requests":
    case "auth/quota-exceeded":
      return "Too many attempts. Please wait a few minutes and try again.";
    case "auth/network-request-failed":
      return "We couldn't reach the sign-in service. Check your connection and try again.";
    case "auth/user-disabled":
      return "This account has been disabled. Please contact support.";
    default:
      return "Something went wrong while signing you in. Please try again.";
  }
}
