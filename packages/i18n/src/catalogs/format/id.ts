import type { FormatCatalog } from "./en.ts";

export const formatId: FormatCatalog = {
  quota: {
    headline: "Batas harian tercapai",
    left: "Tersisa {{left}} dari {{limit}} hari ini",
    resetsAt: "Direset pukul {{time}}",
    midnight: "{{at}} (tengah malam {{zone}})",
    nextZone: "; zona waktu baru Anda ({{zone}}) berlaku setelahnya",
    spent: "Anda sudah memakai {{limit}} {{names}} hari ini. {{reset}}.",
    action: "{{action}} ({{left}})",
  },
  kinds: {
    comments_one: "analisis komentar",
    comments_other: "analisis komentar",
    channel_one: "analisis channel",
    channel_other: "analisis channel",
    results_one: "analisis hasil",
    results_other: "analisis hasil",
    transcripts_one: "unduhan transkrip",
    transcripts_other: "unduhan transkrip",
  },
  age: {
    minutes_one: "{{count}} menit",
    minutes_other: "{{count}} menit",
    hours_one: "{{count}} jam",
    hours_other: "{{count}} jam",
    days_one: "{{count}} hari",
    days_other: "{{count}} hari",
  },
  history: {
    past: "Sudah lewat 30 hari pertamanya: bandingkan dengan skor outlier sepanjang masa.",
    notEnough:
      "Pada {{age}}: riwayat belum cukup ({{sample}} dari {{needed}} video channel ini yang dibutuhkan pada umur ini).",
    noUsualStart: "Pada {{age}}: belum ada awal biasa untuk dibandingkan.",
    ratio: "Pada {{age}}: {{ratio}} awal biasa channel ini",
  },
};
