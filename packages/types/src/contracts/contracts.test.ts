import { describe, expect, expectTypeOf, it } from "vitest";
import { sampleVideoInsight } from "../fixtures.ts";
import {
  type Contract,
  type ContractInput,
  type ContractOutput,
  type ContractParsedInput,
  contracts,
  defineContract,
} from "./index.ts";

const all: Contract[] = Object.values(contracts);

describe("contracts", () => {
  it("key each contract by its id", () => {
    for (const [key, contract] of Object.entries(contracts)) expect(contract.id).toBe(key);
  });

  it("have one contract per method and path", () => {
    const routes = all.map((contract) => `${contract.method} ${contract.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it("put GET and DELETE input in the query only", () => {
    for (const contract of all) {
      if (contract.method === "GET" || contract.method === "DELETE") expect(contract.body).toBeUndefined();
    }
  });

  it("guard the admin routes and leave the public ones open", () => {
    const byAuth = (auth: string) =>
      all
        .filter((contract) => contract.auth === auth)
        .map((contract) => contract.id)
        .sort();
    expect(byAuth("admin")).toEqual([
      "findAdminUser",
      "getAdminQueues",
      "getAdminRecap",
      "getAdminStats",
      "getChannelVideos",
      "listAffiliateApplications",
      "listRoleChanges",
      "sendTestRecap",
      "setUserRole",
    ]);
    expect(byAuth("none")).toEqual([
      "getBillingPlans",
      "getOpenApi",
      "health",
      "ready",
      "stripeSessionId",
      "stripeWebhook",
      "submitAffiliateApplication",
      "unsubscribe",
      "unsubscribeBreakouts",
    ]);
  });

  it("refuse unknown query parameters", () => {
    expect(contracts.getOutliers.query.safeParse({ minView: "5" }).success).toBe(false);
    expect(
      contracts.getChannelVideos.query.safeParse({ channelId: sampleVideoInsight.channelId, x: 1 }).success,
    ).toBe(false);
  });

  it("accept the wire form of their queries", () => {
    expect(contracts.getSavedVideoData.query.parse({ savedVideoIds: "abc123def45,abc123def46" })).toEqual({
      savedVideoIds: ["abc123def45", "abc123def46"],
      useFakedBackendData: false,
    });
    expect(contracts.listAffiliateApplications.query.parse({ limit: "20" })).toEqual({
      limit: 20,
      offset: 0,
    });
  });

  it("drop null fields of a user update before checking it", () => {
    expect(contracts.updateUser.body.parse({ name: "Ada", timezone: null })).toEqual({ name: "Ada" });
    expect(contracts.updateUser.body.safeParse({ name: null }).success).toBe(false);
  });
});

describe("contract types", () => {
  it("derive the caller's input and the answer from the schemas", () => {
    expectTypeOf<ContractInput<typeof contracts.getUser>>().toEqualTypeOf<Record<never, never>>();
    expectTypeOf<ContractInput<typeof contracts.saveVideo>>().toEqualTypeOf<{ body: { videoId: string } }>();
    expectTypeOf<ContractInput<typeof contracts.getOutliers>>().toHaveProperty("query");
    expectTypeOf<Record<never, never>>().toExtend<ContractInput<typeof contracts.getOutliers>>();
    expectTypeOf<Record<never, never>>().not.toExtend<ContractInput<typeof contracts.deleteSavedVideo>>();
    expectTypeOf<{ query: { savedVideoIds: string[] } }>().toExtend<
      ContractInput<typeof contracts.getSavedVideoData>
    >();
    expectTypeOf<ContractOutput<typeof contracts.getSavedVideoData>["videoData"]>().toBeArray();
    expectTypeOf<
      ContractParsedInput<typeof contracts.getSavedVideoData>["query"]["savedVideoIds"]
    >().toEqualTypeOf<string[]>();
  });

  it("defineContract keeps the literal fields", () => {
    const contract = defineContract({
      id: "x",
      method: "GET",
      path: "/x",
      auth: "none",
      summary: "x",
      response: contracts.health.response,
      errors: [],
    });
    expectTypeOf(contract.method).toEqualTypeOf<"GET">();
    expect(contract.path).toBe("/x");
  });
});
