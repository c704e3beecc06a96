import { describe, expect, it } from "vitest";
import { sampleLinkedAccount } from "./fixtures.ts";
import {
  AFFILIATE_FOLLOWERS,
  AffiliateApplicationSchema,
  FAQ_CATEGORIES,
  FaqEntrySchema,
  PLAN_ENTITLEMENTS,
  PLAN_IDS,
  PLAN_PRICES,
  PlanIdSchema,
  PlanSchema,
  ViUserDataMessageSchema,
  YoutubeOAuthCompleteMessageSchema,
} from "./index.ts";
import { expectInvalid, expectValid } from "./test-helpers.ts";

const application = {
  name: "Ada",
  email: "ada@example.com",
  website: "https://ada.example.com",
  followers: "1000-10000",
  message: "I review creator tools.",
};

describe("AffiliateApplicationSchema", () => {
  it("accepts a complete application and trims it", () => {
    expect(expectValid(AffiliateApplicationSchema, { ...application, name: "  Ada  " }).name).toBe("Ada");
    for (const followers of AFFILIATE_FOLLOWERS)
      expectValid(AffiliateApplicationSchema, { ...application, followers });
    expect(AFFILIATE_FOLLOWERS).toEqual(["0-1000", "1000-10000", "10000-50000", "50000+"]);
  });

  it.each(["name", "email", "website", "followers", "message"])("requires %s", (field) => {
    expectInvalid(AffiliateApplicationSchema, { ...application, [field]: undefined }, [field]);
    expectInvalid(AffiliateApplicationSchema, { ...application, [field]: "   " }, [field]);
  });

  it("checks the email format and the audience size", () => {
    expect(expectInvalid(AffiliateApplicationSchema, { ...application, email: "ada@" }, ["email"])).toBe(
      "Please enter a valid email address",
    );
    expect(expectInvalid(AffiliateApplicationSchema, { ...application, followers: "" }, ["followers"])).toBe(
      "Please select your audience size",
    );
    expectInvalid(AffiliateApplicationSchema, { ...application, followers: "1M+" }, ["followers"]);
  });

  it("names the empty field in its message", () => {
    expect(expectInvalid(AffiliateApplicationSchema, { ...application, name: "" }, ["name"])).toBe(
      "Name is required",
    );
  });

  it("limits lengths", () => {
    expectInvalid(AffiliateApplicationSchema, { ...application, name: "x".repeat(101) }, ["name"]);
    expectInvalid(AffiliateApplicationSchema, { ...application, message: "x".repeat(5001) }, ["message"]);
    expectInvalid(AffiliateApplicationSchema, { ...application, website: "x".repeat(2049) }, ["website"]);
  });
});

describe("FaqEntrySchema", () => {
  it("accepts the five categories", () => {
    expect(FAQ_CATEGORIES).toEqual([
      "Account",
      "YouTube Integration",
      "Billing & Subscription",
      "Notifications",
      "Other",
    ]);
    for (const category of FAQ_CATEGORIES) {
      expectValid(FaqEntrySchema, { id: 1, question: "How?", answer: "Like this.", category });
    }
  });

  it("rejects other categories, a bad id and empty text", () => {
    const entry = { id: 9, question: "How?", answer: "Like this.", category: "Other" };
    expectInvalid(FaqEntrySchema, { ...entry, category: "All Questions" }, ["category"]);
    expectInvalid(FaqEntrySchema, { ...entry, id: 0 }, ["id"]);
    expectInvalid(FaqEntrySchema, { ...entry, id: "9" }, ["id"]);
    expectInvalid(FaqEntrySchema, { ...entry, answer: "" }, ["answer"]);
  });
});

describe("YoutubeOAuthCompleteMessageSchema", () => {
  it("accepts success and failure messages", () => {
    expectValid(YoutubeOAuthCompleteMessageSchema, { type: "youtube-oauth-complete", success: true });
    expectValid(YoutubeOAuthCompleteMessageSchema, {
      type: "youtube-oauth-complete",
      success: false,
      error: "access_denied",
    });
  });

  it("rejects other messages", () => {
    expectInvalid(YoutubeOAuthCompleteMessageSchema, { type: "VI_USER_DATA", success: true }, ["type"]);
    expectInvalid(YoutubeOAuthCompleteMessageSchema, { type: "youtube-oauth-complete" }, ["success"]);
    expectInvalid(
      YoutubeOAuthCompleteMessageSchema,
      { type: "youtube-oauth-complete", success: false, error: 5 },
      ["error"],
    );
  });
});

describe("ViUserDataMessageSchema", () => {
  const user = {
    idToken: "eyJ.id.token",
    refreshToken: "refresh-token",
    savedVideoIds: { abc123def45: true },
    isAdmin: false,
    youtubeAccounts: [sampleLinkedAccount],
    currentAccount: sampleLinkedAccount,
    email: "ada@example.com",
  };

  it("carries the user, or null on sign-out", () => {
    expectValid(ViUserDataMessageSchema, { type: "VI_USER_DATA", user });
    const { email: _, ...withoutEmail } = user;
    expectValid(ViUserDataMessageSchema, { type: "VI_USER_DATA", user: withoutEmail });
    expect(expectValid(ViUserDataMessageSchema, { type: "VI_USER_DATA", user: null }).user).toBeNull();
  });

  it("rejects a missing user, missing tokens and foreign types", () => {
    expectInvalid(ViUserDataMessageSchema, { type: "VI_USER_DATA" }, ["user"]);
    expectInvalid(ViUserDataMessageSchema, { type: "VI_USER_DATA", user: { ...user, idToken: "" } }, [
      "user",
      "idToken",
    ]);
    expectInvalid(
      ViUserDataMessageSchema,
      { type: "VI_USER_DATA", user: { ...user, refreshToken: undefined } },
      ["user", "refreshToken"],
    );
    expectInvalid(ViUserDataMessageSchema, { type: "VI_USER_DATA", user: { ...user, isAdmin: "no" } }, [
      "user",
      "isAdmin",
    ]);
    expectInvalid(ViUserDataMessageSchema, { type: "vi_user_data", user: null }, ["type"]);
  });
});

describe("plans", () => {
  const standard = {
    id: "standard",
    planName: "Standard",
    subtitle: "For growing creators",
    price: 4.99,
    discount: null,
    features: ["10 comment analyses per day"],
    productId: "prod_std",
    priceId: "price_std",
    buttonText: "Get Standard",
    currentPlanButtonText: "Current Plan",
  };

  it("PlanSchema accepts a plan card, Free without Stripe ids", () => {
    expectValid(PlanSchema, standard);
    expectValid(PlanSchema, { ...standard, id: "free", price: 0, productId: null, priceId: null });
    expectValid(PlanSchema, { ...standard, discount: 20 });
  });

  it.each([
    ["id", "enterprise"],
    ["price", -1],
    ["discount", 0],
    ["discount", 101],
    ["features", "all"],
    ["buttonText", ""],
    ["priceId", undefined],
  ])("PlanSchema rejects %s = %j", (field, value) => {
    expectInvalid(PlanSchema, { ...standard, [field]: value }, [field]);
  });

  it("has the three plan ids", () => {
    expect(PLAN_IDS).toEqual(["free", "standard", "professional"]);
    expectInvalid(PlanIdSchema, "Free");
  });

  it("entitlements match the plans (null = unlimited)", () => {
    expect(PLAN_ENTITLEMENTS).toEqual({
      free: { commentAnalyses: 2, channelAnalyses: 2, resultAnalyses: 2, transcriptDownloads: 3 },
      standard: { commentAnalyses: 10, channelAnalyses: 10, resultAnalyses: 10, transcriptDownloads: 12 },
      professional: {
        commentAnalyses: null,
        channelAnalyses: null,
        resultAnalyses: null,
        transcriptDownloads: null,
      },
    });
    expect(Object.isFrozen(PLAN_ENTITLEMENTS.free)).toBe(true);
    expect(PLAN_PRICES).toEqual({ free: 0, standard: 4.99, professional: 9.99 });
  });
});
