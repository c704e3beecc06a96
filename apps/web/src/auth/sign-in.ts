// Firebase sign-in actions of /login and /finishSignUp.
import { FirebaseError } from "firebase/app";
import {
  GoogleAuthProvider,
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signInWithPopup,
} from "firebase/auth";
import { getI18n } from "react-i18next";
import { auth } from "../lib/firebase.ts";
import { safeLocalStorage } from "./user-cache.ts";
import "../i18n/use-t.ts";

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
      return getI18n().t("account.signIn.popupBlocked");
    case "auth/invalid-email":
    case "auth/missing-email":
      return getI18n().t("account.signIn.invalidEmail");
    case "auth/too-many-requests":
    case "auth/quota-exceeded":
      return getI18n().t("account.signIn.tooMany");
    case "auth/network-request-failed":
      return getI18n().t("account.signIn.network");
    case "auth/user-disabled":
      return getI18n().t("account.signIn.disabled");
    default:
      return getI18n().t("account.signIn.failed");
  }
}
