import { describe, expect, it } from "vitest";
import { sampleSubscription, sampleYoutubeAccount } from "./fixtures.ts";
import {
  CancelSubscriptionResponseSchema,
  ChannelAnalyticsResponseSchema,
  ConfirmStripeSessionRequestSchema,
  ConfirmStripeSessionResponseSchema,
  ConnectedYoutubeAccountsResponseSchema,
  CreateCheckoutSessionRequestSchema,
  CreateCheckoutSessionResponseSchema,
  LivemodeRequestSchema,
  SwitchSubscriptionRequestSchema,
  SwitchSubscriptionResponseSchema,
  UndoCancelSubscriptionResponseSchema,
  YoutubeDisconnectRequestSchema,
  YoutubeDisconnectResponseSchema,
  YoutubeInitiateAuthResponseSchema,
  YoutubeOAuthCallbackQuerySchema,
  YoutubeOAuthCallbackResponseSchema,
} from "./index.ts";
import { expectInvalid, expectValid } from "./test-helpers.ts";

describe("billing requests carry livemode: true", () => {
  it("checkout", () => {
    expectValid(CreateCheckoutSessionRequestSchema, { priceId: "price_123", livemode: true });
    expectInvalid(CreateCheckoutSessionRequestSchema, { priceId: "price_123", livemode: false }, [
      "livemode",
    ]);
    expectInvalid(CreateCheckoutSessionRequestSchema, { priceId: "price_123" }, ["livemode"]);
    expectInvalid(CreateCheckoutSessionRequestSchema, { priceId: " ", livemode: true }, ["priceId"]);
  });

  it("session confirmation", () => {
    expectValid(ConfirmStripeSessionRequestSchema, { sessionId: "cs_test_123", livemode: true });
    expectInvalid(ConfirmStripeSessionRequestSchema, { sessionId: "", livemode: true }, ["sessionId"]);
    expectInvalid(ConfirmStripeSessionRequestSchema, { sessionId: "cs_1", livemode: "true" }, ["livemode"]);
  });

  it("cancel, undo and switch", () => {
    expectValid(LivemodeRequestSchema, { livemode: true });
    expectInvalid(LivemodeRequestSchema, {}, ["livemode"]);
    expectValid(SwitchSubscriptionRequestSchema, { priceId: "price_pro", livemode: true });
    expectInvalid(SwitchSubscriptionRequestSchema, { livemode: true }, ["priceId"]);
  });
});

describe("billing answers", () => {
  it("checkout answers an http(s) address", () => {
    expectValid(CreateCheckoutSessionResponseSchema, {
      checkoutSessionUrl: "https://checkout.stripe.com/c/pay/cs_1",
    });
    expectInvalid(CreateCheckoutSessionResponseSchema, { checkoutSessionUrl: "javascript:alert(1)" }, [
      "checkoutSessionUrl",
    ]);
    expectInvalid(CreateCheckoutSessionResponseSchema, { url: "https://checkout.stripe.com" }, [
      "checkoutSessionUrl",
    ]);
  });

  it("confirmation answers success", () => {
    expectValid(ConfirmStripeSessionResponseSchema, { success: true });
    expectInvalid(ConfirmStripeSessionResponseSchema, { success: "yes" }, ["success"]);
  });

  it("cancel, undo and switch answer the new subscription under their keys", () => {
    expectValid(CancelSubscriptionResponseSchema, { cancelResponse: sampleSubscription });
    expectValid(UndoCancelSubscriptionResponseSchema, { undoCancelResponse: sampleSubscription });
    expectValid(SwitchSubscriptionResponseSchema, { switchResult: sampleSubscription });
    expectInvalid(CancelSubscriptionResponseSchema, { undoCancelResponse: sampleSubscription }, [
      "cancelResponse",
    ]);
    expectInvalid(SwitchSubscriptionResponseSchema, { switchResult: { ...sampleSubscription, status: 1 } }, [
      "switchResult",
      "status",
    ]);
  });
});

describe("YouTube linking", () => {
  it("initiate answers an authUrl", () => {
    expectValid(YoutubeInitiateAuthResponseSchema, {
      authUrl: "https://accounts.google.com/o/oauth2/v2/auth?client_id=x",
    });
    expectInvalid(YoutubeInitiateAuthResponseSchema, { authUrl: "not a url" }, ["authUrl"]);
    expectInvalid(YoutubeInitiateAuthResponseSchema, {}, ["authUrl"]);
  });

  it("callback needs code and state", () => {
    expectValid(YoutubeOAuthCallbackQuerySchema, { code: "4/0Ab", state: "s1" });
    expectInvalid(YoutubeOAuthCallbackQuerySchema, { code: "", state: "s1" }, ["code"]);
    expectInvalid(YoutubeOAuthCallbackQuerySchema, { code: "c" }, ["state"]);
    expectValid(YoutubeOAuthCallbackResponseSchema, { success: true });
    expectInvalid(YoutubeOAuthCallbackResponseSchema, { success: false }, ["success"]);
  });

  it("disconnect takes a channel id", () => {
    expectValid(YoutubeDisconnectRequestSchema, { channelId: "UCabcdefghijklmnopqrstuv" });
    expectInvalid(YoutubeDisconnectRequestSchema, { channelId: "mychannel" }, ["channelId"]);
    expectValid(YoutubeDisconnectResponseSchema, { success: true });
  });

  it("connected accounts answer youtubeAccounts in the account-screen shape", () => {
    expectValid(ConnectedYoutubeAccountsResponseSchema, { youtubeAccounts: [sampleYoutubeAccount] });
    expectValid(ConnectedYoutubeAccountsResponseSchema, { youtubeAccounts: [] });
    expectInvalid(
      ConnectedYoutubeAccountsResponseSchema,
      { youtubeAccounts: [{ channelId: "UCabcdefghijklmnopqrstuv", title: "x", subscriptions: [] }] },
      ["youtubeAccounts", 0, "channelTitle"],
    );
  });

  it("channel analytics accepts any JSON object but not other values", () => {
    expect(expectValid(ChannelAnalyticsResponseSchema, { videos: [1, 2] })).toEqual({ videos: [1, 2] });
    expectInvalid(ChannelAnalyticsResponseSchema, [1, 2]);
    expectInvalid(ChannelAnalyticsResponseSchema, "ok");
  });
});
