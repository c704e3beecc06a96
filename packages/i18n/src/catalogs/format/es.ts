import type { FormatCatalog } from "./en.ts";

export const formatEs: FormatCatalog = {
  quota: {
    headline: "Límite diario alcanzado",
    left: "Te quedan {{left}} de {{limit}} hoy",
    resetsAt: "Se restablece a las {{time}}",
    midnight: "{{at}} (medianoche de {{zone}})",
    nextZone: "; tu nueva zona horaria ({{zone}}) cuenta a partir de entonces",
    spent: "Ya usaste tus {{limit}} {{names}} de hoy. {{reset}}.",
    action: "{{action}} ({{left}})",
  },
  kinds: {
    comments_one: "análisis de comentarios",
    comments_other: "análisis de comentarios",
    channel_one: "análisis de canal",
    channel_other: "análisis de canal",
    results_one: "análisis de resultados",
    results_other: "análisis de resultados",
    transcripts_one: "descarga de transcripción",
    transcripts_other: "descargas de transcripciones",
  },
  age: {
    minutes_one: "{{count}} minuto",
    minutes_other: "{{count}} minutos",
    hours_one: "{{count}} hora",
    hours_other: "{{count}} horas",
    days_one: "{{count}} día",
    days_other: "{{count}} días",
  },
  history: {
    past: "Pasó sus primeros 30 días: compáralo con la puntuación outlier de toda su vida.",
    notEnough:
      "Con {{age}}: aún no hay historial suficiente ({{sample}} de los {{needed}} videos de este canal necesarios a esta edad).",
    noUsualStart: "Con {{age}}: aún no hay un arranque habitual con el que comparar.",
    ratio: "Con {{age}}: {{ratio}} el arranque habitual de este canal",
  },
};
