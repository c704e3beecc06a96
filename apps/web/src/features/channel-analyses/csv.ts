// The video list of a channel analysis as CSV (RFC 4180: comma separated, CRLF, fields quoted when needed).
import { en } from "@vi/i18n";
import type { AnalysedVideo } from "@vi/types";

// English words of the file (the English catalog's); the page passes the reader's, values stay raw.
const WORDS = en.research.exports.videos;

export type VideosCsvWord = keyof typeof WORDS;

const HEADER: readonly VideosCsvWord[] = [
  "videoId",
  "title",
  "url",
  "publishedAt",
  "format",
  "lengthSeconds",
  "views",
  "likes",
  "comments",
  "outlier",
  "tags",
];

/** Quotes a field when it holds a comma, quote or line break; a leading =,+,-,@ is defused for spreadsheets. */
export function csvField(value: string | number | null): string {
  if (value === null) return "";
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function videosCsv(
  videos: readonly AnalysedVideo[],
  word: (key: VideosCsvWord) => string = (key) => WORDS[key],
): string {
  const rows = videos.map((video) =>
    [
      video.videoId,
      video.title,
      `https://www.youtube.com/watch?v=${video.videoId}`,
      video.publishedAt,
      word(video.isShort ? "short" : "long"),
      video.durationSeconds,
      video.views,
      video.likes,
      video.comments,
      video.outlier === null ? null : Number(video.outlier.toFixed(2)),
      video.tags.join("; "),
    ]
      .map(csvField)
      .join(","),
  );
  return `${[HEADER.map((key) => csvField(word(key))).join(","), ...rows].join("\r\n")}\r\n`;
}

/** Starts a download of `text` as a file in the browser. */
export function downloadText(fileName: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
