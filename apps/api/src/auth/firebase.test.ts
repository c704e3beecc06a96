// Verified tokens remembered in memory: until their expiry (at most 5 minutes), never for calls that check
// revocation, forgotten when their user is deleted.
import { expect, test } from "vitest";
import { type AuthProvider, InvalidTokenError, rememberVerifiedTokens } from "./firebase.ts";

const NOW = Date.UTC(2026, 10, 28, 12);

/** An unsigned token with this payload: the wrapped provider below is what accepts or refuses it. */
function token(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "none" })}.${part(payload)}.sig`;
}

function recording(accept = true) {
  const calls: { token: string; checkRevoked: boolean | undefined }[] = [];
  const provider: AuthProvider = {
    async verifyIdToken(idToken, options) {
      calls.push({ token: idToken, checkRevoked: options?.checkRevoked });
      if (!accept) throw new InvalidTokenError("refused");
      const { sub } = JSON.parse(Buffer.from(idToken.split(".")[1]!, "base64url").toString());
      return { uid: sub, email: `${sub}@example.com`, name: null, emailVerified: true };
    },
    async deleteUser() {},
  };
  return { provider, calls };
}

test("a verified token is answered from memory until five minutes pass", async () => {
  let clock = NOW;
  const { provider, calls } = recording();
  const auth = rememberVerifiedTokens(provider, () => clock);
  const t = token({ sub: "u1", exp: NOW / 1000 + 3600 });
  expect((await auth.verifyIdToken(t)).uid).toBe("u1");
  clock += 4 * 60_000;
  expect((await auth.verifyIdToken(t)).uid).toBe("u1");
  expect(calls).toHaveLength(1);
  clock += 2 * 60_000;
  await auth.verifyIdToken(t);
  expect(calls).toHaveLength(2);
});

test("a token is not remembered past its own expiry", async () => {
  let clock = NOW;
  const { provider, calls } = recording();
  const auth = rememberVerifiedTokens(provider, () => clock);
  const t = token({ sub: "u1", exp: NOW / 1000 + 30 });
  await auth.verifyIdToken(t);
  clock += 31_000;
  await auth.verifyIdToken(t);
  expect(calls).toHaveLength(2);
  // Without an expiry claim nothing is remembered.
  const bare = token({ sub: "u2" });
  await auth.verifyIdToken(bare);
  await auth.verifyIdToken(bare);
  expect(calls).toHaveLength(4);
});

test("calls that check revocation always ask the provider; refused tokens are not remembered", async () => {
  const { provider, calls } = recording();
  const auth = rememberVerifiedTokens(provider, () => NOW);
  const t = token({ sub: "u1", exp: NOW / 1000 + 3600 });
  await auth.verifyIdToken(t);
  await auth.verifyIdToken(t, { checkRevoked: true });
  await auth.verifyIdToken(t, { checkRevoked: true });
  expect(calls.map((call) => call.checkRevoked)).toEqual([undefined, true, true]);

  const refusing = recording(false);
  const strict = rememberVerifiedTokens(refusing.provider, () => NOW);
  await expect(strict.verifyIdToken(t)).rejects.toBeInstanceOf(InvalidTokenError);
  await expect(strict.verifyIdToken(t)).rejects.toBeInstanceOf(InvalidTokenError);
  expect(refusing.calls).toHaveLength(2);
});

test("deleting a user forgets their tokens, not others'", async () => {
  const { provider, calls } = recording();
  const auth = rememberVerifiedTokens(provider, () => NOW);
  const mine = token({ sub: "u1", exp: NOW / 1000 + 3600 });
  const theirs = token({ sub: "u2", exp: NOW / 1000 + 3600 });
  await auth.verifyIdToken(mine);
  await auth.verifyIdToken(theirs);
  await auth.deleteUser("u1");
  await auth.verifyIdToken(mine);
  await auth.verifyIdToken(theirs);
  expect(calls.map((call) => call.token)).toEqual([mine, theirs, mine]);
});
