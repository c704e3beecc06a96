import type { SignedInView } from "../shared/storage.ts";

/** The email to show for a user: the website's, or the ID token's claim (read by the background). */
export function userEmail(user: SignedInView | null): string | null {
  return user?.email ?? null;
}
