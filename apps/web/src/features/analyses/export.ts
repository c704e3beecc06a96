// Downloads of a comment analysis: CSV (one row per idea and supporting comment, for a spreadsheet) and
// TXT (the ideas as a readable list, to paste into notes). Both carry what the page shows.
import { plural } from "@vi/format";
import type { CommentsAnalysis } from "@vi/types";

/** RFC 4180 cell; text written by strangers never starts a spreadsheet formula. */
function cell(value: string | number): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

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

export function ideasCsv(analysis: CommentsAnalysis): string {
  const lines = [CSV_COLUMNS.join(",")];
  analysis.result.ideas.forEach((idea, index) => {
    const head = [
      index + 1,
      idea.type,
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

export function ideasText(analysis: CommentsAnalysis): string {
  const { result } = analysis;
  const out = [
    `Comment analysis: ${analysis.title ?? result.videoId}`,
    `https://www.youtube.com/watch?v=${result.videoId}`,
    `${result.commentsRead} comments read, ${result.commentsAnalysed} analysed (English) on ${analysis.day}`,
    `Sentiment: ${result.sentiment.positive} positive, ${result.sentiment.neutral} neutral, ${result.sentiment.negative} negative`,
    "",
  ];
  result.ideas.forEach((idea, index) => {
    out.push(`${index + 1}. [${idea.type}] ${idea.label}`);
    out.push(`   Title: ${idea.title}`);
    out.push(
      `   ${idea.commentCount} ${plural(idea.commentCount, "comment", "comments")}, ${idea.likes} ${plural(idea.likes, "like", "likes")}, ${idea.replies} ${plural(idea.replies, "reply", "replies")}`,
    );
    for (const comment of idea.comments)
      out.push(
        `   - "${comment.text.replace(/\s+/g, " ")}" (${comment.likes} ${plural(comment.likes, "like", "likes")})`,
      );
    out.push("");
  });
  return out.join("\n");
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
