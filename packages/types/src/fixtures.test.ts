import { describe, it } from "vitest";
import {
  sampleCommentsAnalysis,
  sampleLinkedAccount,
  sampleOutlierVideo,
  sampleSubscription,
  sampleTranscriptsAnalysis,
  sampleUsage,
  sampleUserInfo,
  sampleVideoInsight,
  sampleYoutubeAccount,
} from "./fixtures.ts";
import {
  AnalysisSchema,
  OutlierVideoSchema,
  SubscriptionLiveSchema,
  UsageResponseSchema,
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
    expectValid(AnalysisSchema, sampleCommentsAnalysis);
    expectValid(AnalysisSchema, sampleTranscriptsAnalysis);
    expectValid(UsageResponseSchema, sampleUsage);
  });
});
