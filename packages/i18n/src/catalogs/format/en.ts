// @vi/format's sentences (quota, history, ages), read through the optional `Localizer` its functions take
// (packages/format/src/localizer.ts). English here matches @vi/format's built-in English word for word.
export const formatEn = {
  quota: {
    headline: "Daily limit reached",
    left: "{{left}} of {{limit}} left today",
    resetsAt: "Resets at {{time}}",
    midnight: "{{at}} (midnight {{zone}})",
    nextZone: "; your new time zone ({{zone}}) counts from then on",
    spent: "You have used your {{limit}} {{names}} for today. {{reset}}.",
    action: "{{action}} ({{left}})",
  },
  kinds: {
    comments_one: "comment analysis",
    comments_other: "comment analyses",
    channel_one: "channel analysis",
    channel_other: "channel analyses",
    results_one: "result analysis",
    results_other: "result analyses",
    transcripts_one: "transcript download",
    transcripts_other: "transcript downloads",
  },
  age: {
    minutes_one: "{{count}} minute",
    minutes_other: "{{count}} minutes",
    hours_one: "{{count}} hour",
    hours_other: "{{count}} hours",
    days_one: "{{count}} day",
    days_other: "{{count}} days",
  },
  history: {
    past: "Past its first 30 days: compare with the lifetime outlier score.",
    notEnough:
      "At {{age}}: not enough history yet ({{sample}} of the {{needed}} videos of this channel needed at this age).",
    noUsualStart: "At {{age}}: no usual start to compare with yet.",
    ratio: "At {{age}}: {{ratio}} this channel's usual start",
  },
};

export type FormatCatalog = typeof formatEn;
