// The API's words a person reads: the breakout alert email and the messages of error answers. English
// here is the API's English word for word (the error table matches messages by it: apps/api/src/i18n.ts).
export const apiEn = {
  breakout: {
    subjectOne: "Breaking out: {{title}} ({{multiple}})",
    subjectMany: "{{count}} videos are breaking out on channels you follow",
    introOne: "A new video on a channel you follow is far ahead of that channel's usual start.",
    introMany: "New videos on channels you follow are far ahead of their channels' usual start.",
    detail: "{{channel}} · {{multiple}} its channel's usual views at this age · {{views}} views",
    aVideo: "A video",
    aChannel: "A channel you follow",
    cta: "Open your watchlist",
    footer: "You get this email because breakout emails are on for your watchlist ({{email}}).",
    turnOff: "Turn breakout emails off",
  },
  // Messages worded again from the error's details (apps/api/src/i18n.ts).
  dynamic: {
    rateLimited_one: "Too many requests: please wait {{count}} second and try again",
    rateLimited_other: "Too many requests: please wait {{count}} seconds and try again",
    upgrade: "Upgrade for more: {{url}}",
    watchlistFull:
      "You follow {{limit}} channels, the most the {{plan}} plan allows. Remove one to follow another.",
    watchlistFullUpgrade:
      "You follow {{limit}} channels, the most the {{plan}} plan allows. Remove one, or upgrade to follow more.",
  },
  // Messages matched by their exact English text.
  errors: {
    noUserSignInAgain: "No user record yet: sign in again.",
    noUserWebsite: "No user record yet: sign in on the website first.",
    deleted: "No user record: the account was deleted.",
    internal: "Internal server error",
    removedFromWatchlist: "This channel was removed from your watchlist meanwhile.",
    noChannelVideos: "We don't have this channel's videos yet.",
    videoNotFound: "We couldn't find this video on YouTube.",
    channelNotLinked: "This YouTube channel is not linked to your account.",
    channelLinkedElsewhere: "This YouTube channel is already linked to another VidInsight account.",
    authAnotherUser: "This authorization was started by another user.",
    authUsed: "This authorization was already used. Start again from Connected Accounts.",
    authUnknown: "This authorization is unknown. Start again from Connected Accounts.",
    authExpired: "This authorization expired. Start again from Connected Accounts.",
    channelInput: "Enter a channel id (UC...), an @handle or a youtube.com channel URL",
    adminRequired: "Admin access required",
    noSuchAnalysis: "No such analysis.",
    invalidToken: "Invalid or expired ID token",
    youtubeUnreachable: "YouTube cannot be reached from this server right now.",
    analysisFailed: "This channel's analysis just failed; try again.",
    youtubeSpent: "Today's YouTube allowance of this service is spent; try again tomorrow.",
    youtubeNoAnswer: "YouTube did not answer; try again in a moment.",
    youtubeCheck:
      "YouTube cannot be reached to check this video right now; please try again in a few minutes",
    lookupsSpent:
      "You have used today's allowance of new YouTube lookups for your plan; saving videos already known still works, and the allowance resets at midnight Pacific Time",
  },
};

export type ApiCatalog = typeof apiEn;
