import type { FormatCatalog } from "./en.ts";

export const formatPtBR: FormatCatalog = {
  quota: {
    headline: "Limite diário atingido",
    left: "Restam {{left}} de {{limit}} hoje",
    resetsAt: "Reinicia às {{time}}",
    midnight: "{{at}} (meia-noite de {{zone}})",
    nextZone: "; seu novo fuso horário ({{zone}}) vale a partir daí",
    spent: "Você já usou suas {{limit}} {{names}} de hoje. {{reset}}.",
    action: "{{action}} ({{left}})",
  },
  kinds: {
    comments_one: "análise de comentários",
    comments_other: "análises de comentários",
    channel_one: "análise de canal",
    channel_other: "análises de canal",
    results_one: "análise de resultados",
    results_other: "análises de resultados",
    transcripts_one: "transcrição baixada",
    transcripts_other: "transcrições baixadas",
  },
  age: {
    minutes_one: "{{count}} minuto",
    minutes_other: "{{count}} minutos",
    hours_one: "{{count}} hora",
    hours_other: "{{count}} horas",
    days_one: "{{count}} dia",
    days_other: "{{count}} dias",
  },
  history: {
    past: "Passou dos primeiros 30 dias: compare com a pontuação outlier de toda a vida.",
    notEnough:
      "Com {{age}}: ainda não há histórico suficiente ({{sample}} dos {{needed}} vídeos deste canal necessários nesta idade).",
    noUsualStart: "Com {{age}}: ainda não há início habitual para comparar.",
    ratio: "Com {{age}}: {{ratio}} o início habitual deste canal",
  },
};
