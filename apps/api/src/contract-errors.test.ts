// Every contract lists how it fails (@vi/types `errors`): this suite asks the real app for the failures
// every route of a kind can answer - no credential (401), input the contract refuses (400), a spent request
// limit (429) - and checks each answer is one its contract declares, and that /openapi.json prints them all.
import { type Contract, type ContractError, contracts } from "@vi/types";
import { beforeAll, describe, expect, test } from "vitest";
import { createTestApp } from "../test/app.ts";
import { bearer, createTestUser, type TestUser } from "../test/auth.ts";
import { forEachDatabase } from "../test/db.ts";
import { users } from "./db/schema.ts";

const all = Object.values(contracts) as Contract[];
const signedIn = all.filter((contract) => contract.auth !== "none");
/** Routes whose input the contract checks (the Stripe webhook reads its raw body itself). */
const withInput = all.filter((contract) => contract.query || contract.body);

type Answer = { status: number; code: string | undefined };

async function answerOf(response: Response): Promise<Answer> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  return { status: response.status, code: body?.error?.code };
}

const declares = (contract: Contract, { status, code }: Answer) =>
  contract.errors.some((error) => error.status === status && error.code === code);

/** Query strings a contract's schema refuses: an unknown parameter (strict schemas), then values of the wrong kind. */
function badQueries(contract: Contract): string[] {
  const shape = (contract.query as unknown as { shape?: Record<string, unknown> }).shape ?? {};
  return [
    "__unknown=1",
    ...Object.keys(shape).flatMap((name) => [`${name}=-1`, `${name}=%%bad%%`, `${name}=${"x".repeat(3000)}`]),
    "",
  ];
}

forEachDatabase((t) => {
  let user: TestUser;

  beforeAll(async () => {
    user = await createTestUser();
    // An admin, so admin routes reach their input checks too.
    await t.db.insert(users).values({ uid: user.uid, email: user.email, isAdmin: true });
  });

  test("every signed-in route answers 401 UNAUTHORIZED without a credential, and declares it", async () => {
    const app = createTestApp(t.connection);
    const undeclared: string[] = [];
    for (const contract of signedIn) {
      const answer = await answerOf(await app.request(contract.path, { method: contract.method }));
      expect(answer, contract.id).toEqual({ status: 401, code: "UNAUTHORIZED" });
      if (!declares(contract, answer)) undeclared.push(contract.id);
    }
    expect(undeclared).toEqual([]);
  });

  test("every route with a query or body answers 400 BAD_REQUEST for input its contract refuses, and declares it", async () => {
    const app = createTestApp(t.connection);
    const undeclared: string[] = [];
    for (const contract of withInput) {
      const headers: Record<string, string> = contract.auth === "none" ? {} : bearer(user);
      let answer: Answer | undefined;
      if (contract.body) {
        answer = await answerOf(
          await app.request(contract.path, {
            method: contract.method,
            headers: { ...headers, "content-type": "application/json" },
            body: "[1, 2",
          }),
        );
      } else {
        for (const query of badQueries(contract)) {
          answer = await answerOf(
            await app.request(`${contract.path}?${query}`, { method: contract.method, headers }),
          );
          if (answer.status === 400) break;
        }
      }
      expect(answer, contract.id).toEqual({ status: 400, code: "BAD_REQUEST" });
      if (answer && !declares(contract, answer)) undeclared.push(contract.id);
    }
    expect(undeclared).toEqual([]);
  });

  test("every signed-in route answers 429 TOO_MANY_REQUESTS once the caller's limit is spent, and declares it", async () => {
    const app = createTestApp(t.connection, { RATE_LIMIT_USER_PER_MINUTE: "1" });
    // A caller of its own: on PostgreSQL the limits are shared, so the other tests' requests count too.
    const user = await createTestUser();
    await t.db.insert(users).values({ uid: user.uid, email: user.email, isAdmin: true });
    // The one request of the minute.
    expect((await app.request("/user", { headers: bearer(user) })).status).toBe(200);
    const undeclared: string[] = [];
    for (const contract of signedIn) {
      const answer = await answerOf(
        await app.request(contract.path, { method: contract.method, headers: bearer(user) }),
      );
      expect(answer, contract.id).toEqual({ status: 429, code: "TOO_MANY_REQUESTS" });
      if (!declares(contract, answer)) undeclared.push(contract.id);
    }
    expect(undeclared).toEqual([]);
  });

  describe("GET /openapi.json", () => {
    test("prints every declared error under its status, with its code and when", async () => {
      const response = await createTestApp(t.connection).request("/openapi.json");
      const document = (await response.json()) as {
        paths: Record<string, Record<string, { responses: Record<string, Record<string, unknown>> }>>;
      };
      const missing: string[] = [];
      for (const contract of all) {
        const responses = document.paths[contract.path]?.[contract.method.toLowerCase()]?.responses ?? {};
        for (const error of contract.errors as readonly ContractError[]) {
          const printed = responses[String(error.status)] as
            | { description: string; "x-vi-error-codes": string[]; content: unknown }
            | undefined;
          const ok =
            printed?.["x-vi-error-codes"].includes(error.code) &&
            printed.description.includes(`${error.code}: ${error.when}`) &&
            JSON.stringify(printed.content).includes("#/components/schemas/ApiError");
          if (!ok) missing.push(`${contract.id} ${error.status} ${error.code}`);
        }
      }
      expect(missing).toEqual([]);
    });
  });
});
