import { describe, expect, it } from "vitest";
import { sampleLinkedAccount, sampleSubscription, sampleUserInfo, sampleYoutubeAccount } from "./fixtures.ts";
import {
  CreateUserRequestSchema,
  CreateUserResponseSchema,
  DeleteUserResponseSchema,
  GetUserResponseSchema,
  PAST_DUE_GRACE_SECONDS,
  planOf,
  SubscriptionLiveSchema,
  subscriptionInForce,
  UpdateUserRequestSchema,
  UpdateUserResponseSchema,
  UserInfoSchema,
  YoutubeAccountSchema,
  YoutubeLinkedAccountSchema,
} from "./index.ts";
import { expectInvalid, expectValid } from "./test-helpers.ts";

describe("SubscriptionLiveSchema", () => {
  it("accepts trialing and canceled subscriptions", () => {
    expectValid(SubscriptionLiveSchema, sampleSubscription);
    expectValid(SubscriptionLiveSchema, {
      ...sampleSubscription,
      status: "canceled",
      canceled_at: 1_733_000_000,
      trial_end: null,
    });
  });

  it.each([
    ["product_id", ""],
    ["status", ""],
    ["status", undefined],
    ["canceled_at", "2024-12-01"],
    ["canceled_at", undefined],
    ["current_period_end", null],
    ["current_period_end", 1_735_689_600_000.5],
    ["trial_end", -1],
  ])("rejects %s = %j", (field, value) => {
    expectInvalid(SubscriptionLiveSchema, { ...sampleSubscription, [field]: value }, [field]);
  });
});

describe("YouTube account shapes", () => {
  it("the linked account of user info: channelId, title, subscriptions", () => {
    expectValid(YoutubeLinkedAccountSchema, sampleLinkedAccount);
    expectValid(YoutubeLinkedAccountSchema, { ...sampleLinkedAccount, subscriptions: [] });
    expectInvalid(YoutubeLinkedAccountSchema, { ...sampleLinkedAccount, subscriptions: undefined }, [
      "subscriptions",
    ]);
    expectInvalid(
      YoutubeLinkedAccountSchema,
      { ...sampleLinkedAccount, subscriptions: [{ channelId: "nope", title: "x" }] },
      ["subscriptions", 0, "channelId"],
    );
    expectInvalid(
      YoutubeLinkedAccountSchema,
      { channelId: sampleLinkedAccount.channelId, subscriptions: [] },
      ["title"],
    );
  });

  it("the account screen's account: channelId, channelTitle, thumbnailUrl", () => {
    expectValid(YoutubeAccountSchema, sampleYoutubeAccount);
    expectValid(YoutubeAccountSchema, { ...sampleYoutubeAccount, channelTitle: null, thumbnailUrl: null });
    expectInvalid(YoutubeAccountSchema, { ...sampleYoutubeAccount, thumbnailUrl: "javascript:alert(1)" }, [
      "thumbnailUrl",
    ]);
    expectInvalid(YoutubeAccountSchema, { ...sampleYoutubeAccount, channelId: undefined }, ["channelId"]);
    expectInvalid(YoutubeAccountSchema, sampleLinkedAccount, ["channelTitle"]);
  });
});

describe("UserInfoSchema", () => {
  it("accepts a full record and a new one", () => {
    expectValid(UserInfoSchema, sampleUserInfo);
    expectValid(UserInfoSchema, {
      ...sampleUserInfo,
      name: null,
      savedVideoIds: {},
      subscription_live: null,
      youtubeAccounts: [],
      currentAccount: null,
    });
  });

  it.each([
    ["email", "not-an-email"],
    ["subscribedToDailyRecapEmail", "true"],
    ["isAdmin", 1],
    ["isBetaTester", undefined],
    ["timezone", "Mars/Olympus"],
    ["savedVideoIds", ["abc123def45"]],
    ["subscription_live", {}],
    ["youtubeAccounts", null],
    ["currentAccount", undefined],
    ["name", 42],
  ])("rejects %s = %j", (field, value) => {
    const [first] = [field];
    const result = UserInfoSchema.safeParse({ ...sampleUserInfo, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(first);
  });

  it("GET /user and POST /user answer { userInfo }", () => {
    expectValid(GetUserResponseSchema, { userInfo: sampleUserInfo });
    expectValid(CreateUserResponseSchema, { userInfo: sampleUserInfo });
    expectInvalid(GetUserResponseSchema, sampleUserInfo, ["userInfo"]);
  });
});

describe("CreateUserRequestSchema", () => {
  it("needs an email and a valid time zone", () => {
    expect(expectValid(CreateUserRequestSchema, { email: " ada@example.com ", timezone: "UTC" })).toEqual({
      email: "ada@example.com",
      timezone: "UTC",
    });
    expectInvalid(CreateUserRequestSchema, { email: "ada", timezone: "UTC" }, ["email"]);
    expectInvalid(CreateUserRequestSchema, { email: "ada@example.com", timezone: "Nowhere/City" }, [
      "timezone",
    ]);
    expectInvalid(CreateUserRequestSchema, { email: "ada@example.com" }, ["timezone"]);
  });
});

describe("UpdateUserRequestSchema", () => {
  it("accepts any one of the fields and trims the name", () => {
    expect(expectValid(UpdateUserRequestSchema, { name: "  Ada Lovelace " })).toEqual({
      name: "Ada Lovelace",
    });
    expectValid(UpdateUserRequestSchema, { subscribedToDailyRecapEmail: false });
    expectValid(UpdateUserRequestSchema, { isAdmin: true });
    expectValid(UpdateUserRequestSchema, { timezone: "Asia/Tokyo" });
    expectValid(UpdateUserRequestSchema, { email: "ada@example.com" });
    expectValid(UpdateUserRequestSchema, { youtube: [sampleLinkedAccount] });
    expectValid(UpdateUserRequestSchema, { youtube: [] });
  });

  it("drops unknown keys such as a uid", () => {
    expect(expectValid(UpdateUserRequestSchema, { uid: "someone-else", name: "Ada" })).toEqual({
      name: "Ada",
    });
  });

  it("rejects an empty update", () => {
    expectInvalid(UpdateUserRequestSchema, {});
    expectInvalid(UpdateUserRequestSchema, { uid: "x" });
  });

  it.each([
    ["name", "   "],
    ["name", "x".repeat(101)],
    ["email", "nope"],
    ["subscribedToDailyRecapEmail", "false"],
    ["isAdmin", "yes"],
    ["timezone", "GMT+25"],
    ["youtube", [{ channelId: "UCabc", title: "x", subscriptions: [] }]],
    ["name", null],
  ])("rejects %s = %j, naming the field", (field, value) => {
    expectInvalid(
      UpdateUserRequestSchema,
      { [field]: value },
      field === "youtube" ? [field, 0, "channelId"] : [field],
    );
  });

  it("allows 100-character names", () => {
    expectValid(UpdateUserRequestSchema, { name: "x".repeat(100) });
  });

  it("answers { success: true }", () => {
    expectValid(UpdateUserResponseSchema, { success: true });
    expectValid(DeleteUserResponseSchema, { success: true });
    expectInvalid(UpdateUserResponseSchema, { success: false }, ["success"]);
  });
});

describe("subscriptionInForce", () => {
  const now = 1_800_000_000;
  const at = (status: string, extra: Partial<typeof sampleSubscription> = {}) =>
    subscriptionInForce({ ...sampleSubscription, status, ...extra }, now);
  it("is true while Stripe says active or trialing", () => {
    expect(subscriptionInForce(null, now)).toBe(false);
    expect(at("active", { current_period_end: now - 1 })).toBe(true);
    expect(at("trialing", { current_period_end: now + 60 })).toBe(true);
  });

  // Issue 28, #3: a subscription canceled at once (refund, fraud) kept the plan until its period end, and
  // past_due counted as paid for ever.
  it.each(["canceled", "unpaid", "incomplete", "incomplete_expired", "paused"])(
    "%s is Free, even inside the period already paid for",
    (status) => {
      expect(at(status, { canceled_at: now - 10, current_period_end: now + 20 * 86_400 })).toBe(false);
    },
  );

  it(`past_due keeps access for ${PAST_DUE_GRACE_SECONDS / 86_400} days from the unpaid period's start`, () => {
    const start = now - PAST_DUE_GRACE_SECONDS;
    expect(at("past_due", { current_period_start: start + 1, current_period_end: now + 86_400 })).toBe(true);
    expect(at("past_due", { current_period_start: start, current_period_end: now + 86_400 })).toBe(false);
    // A record stored before the period start was kept: no grace can be bounded, so Free.
    expect(at("past_due", { current_period_end: now + 86_400 })).toBe(false);
  });
});

describe("planOf", () => {
  const now = 1_800_000_000;
  const products = { standard: ["prod_std"], professional: ["prod_pro"] };
  const running = { ...sampleSubscription, status: "active", current_period_end: now + 3600 };
  it("gives the paid plan of a subscription in force and Free otherwise", () => {
    expect(planOf(null, products, now)).toBe("free");
    expect(planOf({ ...running, product_id: "prod_std" }, products, now)).toBe("standard");
    expect(planOf({ ...running, product_id: "prod_pro" }, products, now)).toBe("professional");
    expect(planOf({ ...running, product_id: "prod_other" }, products, now)).toBe("free");
    const ended = { ...running, product_id: "prod_pro", status: "canceled", current_period_end: now - 1 };
    expect(planOf(ended, products, now)).toBe("free");
    expect(planOf({ ...ended, current_period_end: now + 3600 }, products, now)).toBe("free");
    const graced = { ...running, product_id: "prod_pro", status: "past_due", current_period_start: now - 60 };
    expect(planOf(graced, products, now)).toBe("professional");
  });
});
