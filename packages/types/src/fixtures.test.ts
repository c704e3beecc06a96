import { describe, it } from "vitest";
import {
  sampleLinkedAccount,
  sampleOutlierVideo,
  sampleSubscription,
  sampleUserInfo,
  sampleVideoInsight,
  sampleYoutubeAccount,
} from "./fixtures.ts";
import {
  OutlierVideoSchema,
  SubscriptionLiveSchema,
  UserInfoSchema,
  VideoInsightSchema,
  YoutubeAccountSchema,
  YoutubeLinkedAccountSchema,
} from "./index.ts";
import { expectValid } from "./test-helpers.ts";

describe("fixtures", () => {
  it("are valid records for other packages' tests", () => {
    expectValid(OutlierVideoSchema, sampleOutlierVideo);
    expectValid(VideoInsightSchema, sampleVideoInsight);
    expectValid(YoutubeLinkedAccountSchema, sampleLinkedAccount);
    expectValid(YoutubeAccountSchema, sampleYoutubeAccount);
    expectValid(SubscriptionLiveSchema, sampleSubscription);
    expectValid(UserInfoSchema, sampleUserInfo);
  });
});
