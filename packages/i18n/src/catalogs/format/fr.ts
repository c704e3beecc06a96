import type { FormatCatalog } from "./en.ts";

export const formatFr: FormatCatalog = {
  quota: {
    headline: "Limite quotidienne atteinte",
    left: "Encore {{left}} sur {{limit}} aujourd'hui",
    resetsAt: "Réinitialisation à {{time}}",
    midnight: "{{at}} (minuit, {{zone}})",
    nextZone: " ; votre nouveau fuseau horaire ({{zone}}) s'applique ensuite",
    spent: "Vous avez utilisé vos {{limit}} {{names}} du jour. {{reset}}.",
    action: "{{action}} ({{left}})",
  },
  kinds: {
    comments_one: "analyse de commentaires",
    comments_other: "analyses de commentaires",
    channel_one: "analyse de chaîne",
    channel_other: "analyses de chaîne",
    results_one: "analyse de résultats",
    results_other: "analyses de résultats",
    transcripts_one: "téléchargement de transcription",
    transcripts_other: "téléchargements de transcriptions",
  },
  age: {
    minutes_one: "{{count}} minute",
    minutes_other: "{{count}} minutes",
    hours_one: "{{count}} heure",
    hours_other: "{{count}} heures",
    days_one: "{{count}} jour",
    days_other: "{{count}} jours",
  },
  history: {
    past: "Au-delà de ses 30 premiers jours : comparez avec le score outlier global.",
    notEnough:
      "À {{age}} : pas encore assez d'historique ({{sample}} des {{needed}} vidéos de cette chaîne nécessaires à cet âge).",
    noUsualStart: "À {{age}} : pas encore de démarrage habituel pour comparer.",
    ratio: "À {{age}} : {{ratio}} le démarrage habituel de cette chaîne",
  },
};
