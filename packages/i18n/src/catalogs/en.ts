// English: the source catalog, worded exactly as the product's English text (docs/product.md). Every
// other catalog has the same keys (the `Catalog` type makes a missing key a type error).
export const en = {
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
  manifest: {
    description: "Outlier scores, views per hour and tags on every YouTube video.",
  },
};

export type Catalog = typeof en;
