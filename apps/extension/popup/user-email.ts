import type { ViUserData } from "@vi/types";

/**
 * The email to show for a user: the one the website sent, else the `email` claim of the Firebase
 * ID token. The token is only decoded for display here; the API verifies it.
 */
export function userEmail(user: ViUserData | null): string | null {
  if (!user) return null;
  if (user.email) return user.email;
  const payload = user.idToken.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/");
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
    const claims: unknown = JSON.parse(json);
    const email =
      typeof claims === "object" && claims !== null ? (claims as { email?: unknown }).email : null;
    return typeof email === "string" && email.includes("@") ? email : null;
  } catch {
    return null;
  }
}
