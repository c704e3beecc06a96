// Downloads of a comment analysis: CSV (one row per idea and supporting comment, for a spreadsheet) and
// TXT (the ideas as a readable list, to paste into notes). Both carry what the page shows.
import { createI18n, DEFAULT_LANGUAGE, en } from "@vi/i18n";
import type { CommentsAnalysis } from "@vi/types";

/** RFC 4180 cell; text written by strangers never starts a spreadsheet formula. */
function cell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

// The files' words are English unless the page passes the reader's (research.exports); figures stay
// plain digits so a spreadsheet reads them in any language.
const CSV_COLUMNS = [
  "rank",
  "type",
  "idea",
  "suggestedTitle",
  "score",
  "likes",
  "replies",
  "comments",
  "commentText",
  "commentLikes",
  "commentReplies",
  "commentUrl",
] as const;

type IdeasCsvColumn = (typeof CSV_COLUMNS)[number];
type IdeaType = CommentsAnalysis["result"]["ideas"][number]["type"];

/** Words of the CSV: a column header, or the name of an idea's type. */
export interface IdeasCsvWords {
  column: (key: IdeasCsvColumn) => string;
  type: (type: IdeaType) => string;
}

export function ideasCsv(analysis: CommentsAnalysis, words: IdeasCsvWords = english().csv): string {
  const lines = [CSV_COLUMNS.map((key) => cell(words.column(key))).join(",")];
  analysis.result.ideas.forEach((idea, index) => {
    const head = [
      index + 1,
      words.type(idea.type),
      idea.label,
      idea.title,
      idea.score,
      idea.likes,
      idea.replies,
      idea.commentCount,
    ];
    const shown = idea.comments.length > 0 ? idea.comments : [null];
    for (const comment of shown) {
      const tail = comment ? [comment.text, comment.likes, comment.replies, comment.url] : ["", "", "", ""];
      lines.push([...head, ...tail].map((value) => cell(value)).join(","));
    }
  });
  return `${lines.join("\r\n")}\r\n`;
}

/** Sentences of the TXT list; counts arrive as plain digits. */
export interface IdeasTextWords {
  heading: (name: string) => string;
  readAnalysed: (read: number, analysed: number, day: string) => string;
  sentiment: (positive: number, neutral: number, negative: number) => string;
  type: (type: IdeaType) => string;
  title: (title: string) => string;
  comments: (count: number) => string;
  likes: (count: number) => string;
  replies: (count: number) => string;
}

export function ideasText(analysis: CommentsAnalysis, words: IdeasTextWords = english().text): string {
  const { result } = analysis;
  const out = [
    words.heading(analysis.title ?? result.videoId),
    `https://www.youtube.com/watch?v=${result.videoId}`,
    words.readAnalysed(result.commentsRead, result.commentsAnalysed, analysis.day),
    words.sentiment(result.sentiment.positive, result.sentiment.neutral, result.sentiment.negative),
    "",
  ];
  result.ideas.forEach((idea, index) => {
    out.push(`${index + 1}. [${words.type(idea.type)}] ${idea.label}`);
    out.push(`   ${words.title(idea.title)}`);
    out.push(
      `   ${words.comments(idea.commentCount)}, ${words.likes(idea.likes)}, ${words.replies(idea.replies)}`,
    );
    for (const comment of idea.comments)
      out.push(`   - "${comment.text.replace(/\s+/g, " ")}" (${words.likes(comment.likes)})`);
    out.push("");
  });
  return out.join("\n");
}

/** `t` of the catalog's research.exports part (i18next's, with that key prefix). */
export type ExportsT = (key: string, values?: Record<string, string | number>) => string;

/** The files' words in the reader's language; counts go in as plain digits, as in the English file. */
export function ideasWords(t: ExportsT): { csv: IdeasCsvWords; text: IdeasTextWords } {
  const type = (kind: IdeaType) => t(`ideaType.${kind}`);
  return {
    csv: { column: (key) => t(`ideas.${key}`), type },
    text: {
      heading: (name) => t("text.heading", { name }),
      readAnalysed: (read, analysed, day) => t("text.readAnalysed", { read, analysed, day }),
      sentiment: (positive, neutral, negative) => t("text.sentiment", { positive, neutral, negative }),
      type,
      title: (title) => t("text.title", { title }),
      comments: (count) => t("text.comments", { count }),
      likes: (count) => t("text.likes", { count }),
      replies: (count) => t("text.replies", { count }),
    },
  };
}

/** Saves `text` as a file through a temporary link. */
export function downloadFile(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// The English files come from the English catalog, as every other language's do.
let englishWords: ReturnType<typeof ideasWords> | undefined;
function english(): ReturnType<typeof ideasWords> {
  if (!englishWords) {
    const t = createI18n(DEFAULT_LANGUAGE, en).getFixedT(DEFAULT_LANGUAGE, null, "research.exports");
    englishWords = ideasWords((key, values) => t(key, values ?? {}));
  }
  return englishWords;
}
