// Firebase web SDK set-up. This module pulls in firebase/auth (large): import it with
// `await import("./lib/firebase.ts")` from code the landing page loads, so "/" stays small.
import { type FirebaseApp, initializeApp } from "firebase/app";
import { type Auth, connectAuthEmulator, getAuth } from "firebase/auth";
import { env } from "../env.ts";

export const firebaseApp: FirebaseApp = initializeApp({
  apiKey: env.VITE_FIREBASE_API_KEY,
  authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
  projectId: env.VITE_FIREBASE_PROJECT_ID,
});

export const auth: Auth = getAuth(firebaseApp);

// Dev and tests talk to the local Auth emulator; production leaves the variable empty.
if (env.VITE_FIREBASE_AUTH_EMULATOR_URL !== "") {
  connectAuthEmulator(auth, env.VITE_FIREBASE_AUTH_EMULATOR_URL, { disableWarnings: true });
}
