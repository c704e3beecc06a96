/**
 * Valid sample records for tests across the workspace (`@vi/types/fixtures`). Each one parses with its
 * schema (checked in fixtures.test.ts); build variants with spreads.
 */
import type { SubscriptionLive, UserInfo, YoutubeAccount, YoutubeLinkedAccount } from "./user.ts";
import type { OutlierVideo, VideoInsight } from "./video.ts";

export const sampleOutlierVideo: OutlierVideo = {
  videoId: "abc123def45",
  videoTitle: "How I grew my channel",
  videoViewCount: 3_400_000,
  videoLikeCount: 120_000,
  videoCommentCount: 4_500,
  videoPublishedAt: "2024-05-01T12:00:00Z",
  videoOutlier: 3.46,
  videoVph: 1_200,
  videoDuration: "PT12M34S",
  channelTitle: "Creator Lab",
  channelSubscriberCount: 1_200_000,
  channelVideoCount: 240,
};

export const sampleVideoInsight: VideoInsight = {
  ...sampleOutlierVideo,
  recentVph: 850.5,
  tags: ["youtube growth", "creator tips"],
  channelId: "UCabcdefghijklmnopqrstuv",
  format: "long",
};

export const sampleLinkedAccount: YoutubeLinkedAccount = {
  channelId: "UCabcdefghijklmnopqrstuv",
  title: "Creator Lab",
  subscriptions: [{ channelId: "UC0123456789abcdefghij_-", title: "Other Channel" }],
};

export const sampleYoutubeAccount: YoutubeAccount = {
  channelId: "UCabcdefghijklmnopqrstuv",
  channelTitle: "Creator Lab",
  thumbnailUrl: "https://yt3.ggpht.com/abc=s88",
};

export const sampleSubscription: SubscriptionLive = {
  product_id: "prod_standard",
  status: "trialing",
  canceled_at: null,
  current_period_end: 1_735_689_600,
  trial_end: 1_735_689_600,
};

export const sampleUserInfo: UserInfo = {
  name: "Ada",
  email: "ada@example.com",
  subscribedToDailyRecapEmail: true,
  isAdmin: false,
  isBetaTester: false,
  timezone: "Europe/Paris",
  savedVideoIds: { abc123def45: true },
  subscription_live: sampleSubscription,
  youtubeAccounts: [sampleLinkedAccount],
  currentAccount: sampleLinkedAccount,
};
