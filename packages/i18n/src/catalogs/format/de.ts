import type { FormatCatalog } from "./en.ts";

export const formatDe: FormatCatalog = {
  quota: {
    headline: "Tageslimit erreicht",
    left: "Heute noch {{left}} von {{limit}}",
    resetsAt: "Wird um {{time}} zurückgesetzt",
    midnight: "{{at}} (Mitternacht {{zone}})",
    nextZone: "; deine neue Zeitzone ({{zone}}) gilt ab dann",
    spent: "Du hast deine {{limit}} {{names}} für heute aufgebraucht. {{reset}}.",
    action: "{{action}} ({{left}})",
  },
  kinds: {
    comments_one: "Kommentaranalyse",
    comments_other: "Kommentaranalysen",
    channel_one: "Kanalanalyse",
    channel_other: "Kanalanalysen",
    results_one: "Ergebnisanalyse",
    results_other: "Ergebnisanalysen",
    transcripts_one: "Transkript-Download",
    transcripts_other: "Transkript-Downloads",
  },
  age: {
    minutes_one: "{{count}} Minute",
    minutes_other: "{{count}} Minuten",
    hours_one: "{{count}} Stunde",
    hours_other: "{{count}} Stunden",
    days_one: "{{count}} Tag",
    days_other: "{{count}} Tagen",
  },
  history: {
    past: "Älter als 30 Tage: Vergleiche mit dem Outlier-Score über die gesamte Laufzeit.",
    notEnough:
      "Nach {{age}}: noch zu wenig Verlauf ({{sample}} der {{needed}} nötigen Videos dieses Kanals in diesem Alter).",
    noUsualStart: "Nach {{age}}: noch kein üblicher Start zum Vergleich.",
    ratio: "Nach {{age}}: {{ratio}} des üblichen Starts dieses Kanals",
  },
};
