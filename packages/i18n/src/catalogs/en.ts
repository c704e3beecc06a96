import { accountEn } from "./account/en.ts";
import { apiEn } from "./api/en.ts";
import { extensionEn } from "./extension/en.ts";
import { formatEn } from "./format/en.ts";
import { legalEn } from "./legal/en.ts";
import { researchEn } from "./research/en.ts";
import { titlesEn } from "./titles/en.ts";
// English: the source catalog, worded exactly as the product's English text (docs/product.md). Every
// other catalog has the same keys (the `Catalog` type makes a missing key a type error).
export const en = {
  account: accountEn,
  research: researchEn,
  legal: legalEn,
  titles: titlesEn,
  language: {
    label: "Language",
    hint: "Used on the website, in the extension and in emails.",
    saveFailed: "We couldn't save your language. It applies on this browser only for now.",
  },
  nav: {
    skip: "Skip to content",
    loading: "Loading...",
    main: "Main",
    pricing: "Pricing",
    login: "Login",
    menu: "Menu",
    closeMenu: "Close menu",
  },
  footer: {
    label: "Footer",
    brandLine: "— research tools for YouTube creators.",
    faq: "FAQ",
    affiliates: "Affiliates",
    developers: "Developers",
    terms: "Terms of Service",
    privacy: "Privacy Policy",
    copyright: "© {{year}} VidInsight. All rights reserved. Not affiliated with YouTube or Google.",
  },
  store: {
    chrome: "Add to Chrome",
    chromeHint: " (opens the Chrome Web Store in a new tab)",
    safari: "Add to Safari",
    safariHint: " (opens the App Store in a new tab)",
  },
  landing: {
    title: "VidInsight — Research like Never Before",
    badge: "Browser extension for YouTube creators",
    hero: "Research like Never Before",
    intro:
      "VidInsight shows the outlier score, views per hour and hidden tags of every YouTube video you browse, so you can see what works before you film.",
    pricingLine: "Free with an account. Paid plans from {{price}}/month, with a 14-day money-back guarantee.",
    everywhereEyebrow: "On every thumbnail",
    everywhereTitle: "See More Info on Videos... Everywhere",
    everywhereBody:
      "Outlier scores and views per hour appear right on the thumbnails: on the home feed, in search, on channel pages and in recommendations.",
    everywhereBullet1: "Spot the video that is beating its channel's average at a glance.",
    everywhereBullet2: "Works for long-form videos and Shorts, each compared with its own kind.",
    everywhereBullet3: "No tab switching and no copy-pasting links into another tool.",
    featuresEyebrow: "Features",
    featuresTitle: "Powerful Features for Creators",
    featuresBody:
      "Everything you need to find ideas, check them against real numbers, and keep the best ones.",
    trendTitle: "Trend Analysis",
    trendBody:
      "Views per hour and recent momentum show which videos are taking off right now, before the trend peaks.",
    researchTitle: "Content Research",
    researchBody:
      "Filter outlier videos by subscribers, views and outlier score to find ideas that are already proven in your niche.",
    metricsTitle: "Performance Metrics",
    metricsBody:
      "Each outlier score compares a video with its channel's own recent uploads, so you see what truly over-performed.",
    saveTitle: "Save for Later",
    saveBody:
      "Save videos from YouTube in one click and come back to them with their stats, sorted the way you like.",
    tagsEyebrow: "Tags",
    tagsTitle: "Quickly Copy Tags",
    tagsBody: "See the tags behind any video and copy them in one click, ready to adapt for your own upload.",
    tagsBullet1: "Tags are read from the video itself, even though YouTube hides them.",
    tagsBullet2: "Copy tags puts all of them on your clipboard, separated by commas.",
    tagsOn: "Tags on",
    clipboard: "On your clipboard:",
    insightsEyebrow: "Insights",
    insightsTitle: "Get Deep Insights on Every Video",
    insightsBody:
      "Every video gets an outlier score against its own channel and its views per hour. On the Outliers page, search everything VidInsight has stored for the videos that beat their channel.",
    insightsBullet1:
      "Outlier score: a video's views divided by the median views of its channel's last 30 videos of the same format, each at least a week old.",
    insightsBullet2: "Lifetime and recent views per hour, from stored view snapshots.",
    insightsBullet3: "Filter by subscribers, views, outlier score, keyword, format and date; export as CSV.",
    outliersFrame: "VidInsight · Outliers",
    ctaTitle: "Find your next winning video idea today",
    ctaBody: "Install VidInsight for free and see the numbers behind every video on YouTube.",
    heroAlt:
      'The VidInsight panel under a YouTube video, "{{title}}": outlier score {{score}}, {{vph}} views per hour, {{views}} views, {{subscribers}} subscribers, a Save button, and the video\'s tags with a Copy tags button',
    homeAltScores:
      "A YouTube home feed with VidInsight badges on the thumbnails: outlier scores such as {{scores}} and views per hour",
    homeAlt:
      "A YouTube home feed with VidInsight badges on the thumbnails: outlier scores and views per hour",
    tagsAlt:
      "The Tags part of the VidInsight panel: {{count}} tags ({{tags}}), with the Copy tags button showing Copied",
    outliersAlt:
      "The VidInsight Outliers page: filters for subscribers, outlier score, views, keyword, format and date, and a table of {{total}} videos sorted by outlier score",
    listAnd: " and ",
    comparePlans: "Compare plans",
  },
  popup: {
    account: "Account",
    loading: "Loading...",
    signedInAs: "Signed in as",
    yourAccount: "your account",
    plan: "Plan",
    signInPrompt: "Sign in to see outlier scores and save videos.",
    signIn: "Sign in",
    settings: "Settings",
    watchPanel: "Watch page panel",
    watchPanelHint: "VPH, tags and outlier score under the video title",
    badges: "Thumbnail badges",
    badgesHint: "Outlier score and VPH on video thumbnails",
    breakoutCount: "Breakout count",
    breakoutCountHint: "New breakouts of the channels you follow on the toolbar icon",
    breakoutNotifications: "Breakout notifications",
    breakoutNotificationsHint: "A browser notification when a video of a channel you follow breaks out",
    badgeScore: "Badge score",
    badgeScoreHint: "At the same age: against the channel's usual start, first 30 days",
    scoreLifetime: "Outlier score",
    scoreAtAge: "Outlier at the same age",
    website: "Website",
    outliers: "Outliers",
    savedVideos: "Saved Videos",
    loadingUsage: "Loading today's usage...",
    usageUnavailable: "Today's usage is unavailable right now.",
    usageTitle: "Today's usage (resets at {{time}})",
    unlimited: "{{used}} (unlimited)",
    kinds: {
      comments: "Comment analyses",
      channel: "Channel analyses",
      results: "Result analyses",
      transcripts: "Transcript downloads",
    },
  },
  recap: {
    subject: "Your morning recap",
    subjectOutliers_one: "Your morning recap: {{count}} outlier in your niche",
    subjectOutliers_other: "Your morning recap: {{count}} outliers in your niche",
    subjectNewOutliers_one: "Your morning recap: 1 saved video is now an outlier",
    subjectNewOutliers_other: "Your morning recap: {{count}} saved videos are now outliers",
    greeting: "Good morning!",
    greetingName: "Good morning, {{name}}!",
    introNews: "Here is what moved since your last recap.",
    introQuiet:
      "A quiet night: no new outliers in your niche and no movement on your saved videos. A good moment to find your next idea in the outliers table.",
    outliersHeading: "Yesterday's top outliers in your niche",
    nicheQuiet_one: "No video from the {{channels}} channel of your niche became an outlier yesterday.",
    nicheQuiet_other: "No video from the {{channels}} channels of your niche became an outlier yesterday.",
    views: "{{views}} views",
    vph: "{{vph}} VPH",
    vphNow: "{{vph}} VPH now",
    outlier: "outlier {{score}}",
    noNewViews: "no new views ({{views}} total)",
    viewsGained: "+{{gained}} views ({{views}} total)",
    newOutlier: "NEW OUTLIER",
    savedHeading: "Your saved videos",
    more: "And {{more}} more in your saved videos.",
    analysesHeading: "Your analyses today",
    planLine: "Your {{plan}} plan includes today: {{allowances}}.",
    commentAnalyses: "{{n}} comment analyses",
    channelAnalyses: "{{n}} channel analyses",
    resultAnalyses: "{{n}} result analyses",
    transcriptDownloads: "{{n}} transcript downloads",
    unlimitedCommentAnalyses: "unlimited comment analyses",
    unlimitedChannelAnalyses: "unlimited channel analyses",
    unlimitedResultAnalyses: "unlimited result analyses",
    unlimitedTranscriptDownloads: "unlimited transcript downloads",
    seePlans: "See plans with more analyses",
    ctaSaved: "Open your saved videos",
    ctaOutliers: "Explore the outliers table",
    outliersTable: "Outliers table",
    footerReason:
      "You get this email because the Daily Recap Email is on in your VidInsight account ({{email}}).",
    unsubscribe: "Unsubscribe",
    notificationSettings: "Notification settings",
  },
  manifest: {
    description: "Outlier scores, views per hour and tags on every YouTube video.",
  },
  extension: extensionEn,
  format: formatEn,
  api: apiEn,
};

export type Catalog = typeof en;
