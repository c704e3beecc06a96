/**
 * How YouTube writes a card's view count and relative age in each interface language. One row per
 * language; the parser in card-metadata.ts is the same for all of them. Sources of the words (real
 * YouTube strings, per language): test/unit/card-languages.test.ts and
 * docs/decisions/extension-card-languages.md.
 *
 * Every pattern is matched against text that went through `normalizeCardText` (lower case, NFC, ASCII
 * digits, plain spaces).
 */
export interface CardLanguage {
  /** A word that makes a text a view count, wherever it stands ("8 tys. wyświetleń", "조회수 33만회"). */
  views: string;
  /** The whole text of a count of zero ("no views"), when the language has one. */
  none?: string;
  /** Compact-number suffixes (lower case, without a final dot) and their power of ten. */
  scale: Record<string, number>;
  /**
   * The relative age: `{n}` stands for the optional count, `{u}` for the unit word followed by the end
   * of the word, `{w}` for the unit word in scripts without spaces between words (Japanese, Thai).
   */
  age: string;
  /** Unit words: seconds, minutes, hours, days, weeks, months, years (alternatives of whole words). */
  units: readonly [string, string, string, string, string, string, string];
}

export const CARD_LANGUAGES: Record<string, CardLanguage> = {
  en: {
    views: "\\bviews?\\b",
    none: "no views",
    scale: { k: 3, thousand: 3, m: 6, million: 6, b: 9, billion: 9, lakh: 5, crore: 7 },
    age: "{n}{u}\\s+ago$",
    units: [
      "seconds?|secs?|s",
      "minutes?|mins?|m",
      "hours?|hrs?|h",
      "days?|d",
      "weeks?|wks?|w",
      "months?|mo",
      "years?|yrs?|y",
    ],
  },
  es: {
    views: "visualizaci",
    none: "sin visualizaciones",
    scale: { k: 3, mil: 3, m: 6, "mil m": 9 },
    age: "hace\\s*{n}{u}",
    units: [
      "segundos?|s",
      "minutos?|min",
      "horas?|h",
      "días?|dias?|d",
      "semanas?|sem",
      "meses|mes|m",
      "años?",
    ],
  },
  pt: {
    views: "visualizaç",
    none: "nenhuma visualização",
    scale: { mil: 3, mi: 6, bi: 9 },
    age: "{n}{u}\\s+atrás$|há\\s*{n}{u}",
    units: ["segundos?|seg|s", "minutos?|min", "horas?|h", "dias?", "semanas?|sem", "meses|mês", "anos?"],
  },
  hi: {
    views: "व्यू|बार देखा",
    none: "कोई व्यू नहीं",
    scale: { हज़ार: 3, लाख: 5, "क॰": 7, करोड़: 7, "अ॰": 9, अरब: 9 },
    age: "{n}{u}\\s*पहले$",
    units: ["सेकंड|से॰", "मिनट|मि॰", "घंटा|घंटे|घं॰", "दिन", "सप्ताह|हफ़्ता|हफ़्ते", "महीना|महीने|माह", "वर्ष|साल"],
  },
  id: {
    views: "ditonton|tayangan",
    none: "belum ada yang menonton",
    scale: { rb: 3, jt: 6, m: 9, t: 12 },
    age: "{n}{u}\\s+yang lalu$",
    units: ["detik|dtk", "menit|mnt", "jam", "hari|h", "minggu|mgg", "bulan|bln", "tahun|thn"],
  },
  de: {
    views: "aufruf",
    none: "keine aufrufe",
    scale: { tsd: 3, mio: 6, mrd: 9 },
    age: "vor\\s*{n}{u}",
    units: [
      "sekunden?|sek",
      "minuten?|min",
      "stunden?|std",
      "tagen|tag",
      "wochen?",
      "monaten|monat",
      "jahren|jahr",
    ],
  },
  fr: {
    views: "\\bvues?\\b",
    none: "aucune vue",
    scale: { k: 3, m: 6, md: 9, g: 9 },
    age: "il y a\\s*{n}{u}",
    units: ["secondes?|s", "minutes?|min", "heures?|h", "jours?|j", "semaines?|sem", "mois|m", "ans?"],
  },
  ja: {
    views: "回視聴|視聴回数",
    scale: { 千: 3, 万: 4, 億: 8 },
    age: "{n}{w}前",
    units: ["秒", "分", "時間", "日", "週間", "か月|ヶ月|カ月", "年"],
  },
  pl: {
    views: "wyświetle",
    none: "brak wyświetleń",
    scale: { tys: 3, mln: 6, mld: 9 },
    age: "{n}{u}\\.?\\s*temu$",
    units: [
      "sekund[ayę]?|sek",
      "minut[ayę]?|min",
      "godzin[yę]?|godz",
      "dzień|dni|dnia",
      "tydzień|tygodni[ea]?|tydz|tyg",
      "miesiąc[ea]?|miesięcy|mies",
      "rok|lata?|roku",
    ],
  },
  tr: {
    views: "görüntüleme",
    none: "görüntüleme yok",
    scale: { b: 3, bin: 3, mn: 6, milyon: 6, mr: 9, milyar: 9 },
    age: "{n}{u}\\.?\\s+önce$",
    units: ["saniye|sn", "dakika|dk", "saat|sa", "gün", "hafta|hf", "ay", "yıl"],
  },
  vi: {
    views: "lượt xem",
    none: "chưa có lượt xem",
    scale: { n: 3, nghìn: 3, k: 3, tr: 6, t: 9 },
    age: "{n}{u}\\s+trước$",
    units: ["giây", "phút", "giờ", "ngày", "tuần", "tháng", "năm"],
  },
  ru: {
    views: "просмотр",
    none: "нет просмотров",
    scale: { тыс: 3, млн: 6, млрд: 9 },
    // "Только что" (just now) stands for a second.
    age: "{n}{u}\\.?\\s+назад$|^(только) что$",
    units: [
      "секунд[уы]?|сек|с|только",
      "минут[уы]?|мин",
      "часа|часов|час|ч",
      "день|дня|дней|дн",
      "недел[юиь]|нед",
      "месяца|месяцев|месяц|мес",
      "года|год|лет|г|л",
    ],
  },
  ko: {
    views: "조회수",
    none: "조회수 없음",
    scale: { 천: 3, 만: 4, 억: 8 },
    age: "{n}{u}\\s*전$",
    units: ["초", "분", "시간", "일", "주", "개월|달", "년"],
  },
  ar: {
    views: "مشاهد",
    none: "لا توجد مشاهدات",
    scale: { ألف: 3, آلاف: 3, مليون: 6, ملايين: 6, مليار: 9 },
    // A dual ("يومين") carries its count in brackets after the unit: "قبل يومين (2)".
    age: "قبل\\s*{n}{u}(?:\\s*\\(\\d+\\))?",
    units: [
      "ثوانٍ|ثوان|ثانية|ثانيتين|ث",
      "دقائق|دقيقة|دقيقتين|د",
      "ساعات|ساعة|ساعتين|س",
      "أيام|يومًا|يومين|يوم",
      "أسابيع|أسبوعًا|أسبوعين|أسبوع",
      "أشهر|شهرًا|شهرين|شهر",
      "سنوات|سنتين|سنة|أعوام|عام",
    ],
  },
  th: {
    views: "การดู",
    none: "ไม่มีการดู",
    scale: { พัน: 3, หมื่น: 4, แสน: 5, ล้าน: 6, พันล้าน: 9, หมื่นล้าน: 10, k: 3, m: 6, b: 9 },
    age: "{n}{w}\\s*(?:ที่ผ่านมา|ที่แล้ว)$",
    units: ["วินาที|วิ", "นาที", "ชั่วโมง|ชม", "วัน", "สัปดาห์", "เดือน", "ปี"],
  },
};
