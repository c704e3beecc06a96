// Document titles (the browser tab), one per page; routes.tsx adds " | VidInsight" after most of them.
// The staff-only admin pages (/data, /test) keep English titles.
export const titlesEn = {
  login: "Log In",
  finishSignUp: "Signing In",
  terms: "Terms of Service",
  privacy: "Privacy Policy",
  faq: "FAQ",
  affiliate: "Affiliate Program",
  success: "Subscription",
  cancelled: "Payment Unsuccessful",
  pricing: "Pricing",
  developers: "Developers",
  unsubscribe: "Unsubscribe",
  account: "Account",
  savedVideos: "Saved Videos",
  outliers: "Outliers",
  analyses: "Analyses",
  yourChannel: "Your channel",
  watchlist: "Watchlist",
  videoHistory: "Video History",
  analysis: "Analysis",
  channelAnalysis: "Channel Analysis",
  resultsAnalysis: "Results Analysis",
  notFound: "Page Not Found",
  oauth: "YouTube Authorization",
};

export type TitlesCatalog = typeof titlesEn;
