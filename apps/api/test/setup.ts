// Runs in every test worker. firebase-admin reads FIREBASE_AUTH_EMULATOR_HOST from process.env itself, so
// the emulator chosen by the global setup is put there before any test creates the app.
import { inject } from "vitest";

process.env.FIREBASE_AUTH_EMULATOR_HOST = inject("authEmulatorHost");
