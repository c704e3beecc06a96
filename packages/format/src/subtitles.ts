/**
 * Subtitle files (SRT, WebVTT, plain text) from timed caption cues: the transcript downloads of the
 * extension's watch panel (docs/analyses.md). Pure functions; the caption text never leaves the browser.
 */

/** One caption as read from a track or a transcript panel: times in milliseconds from the video start. */
export interface Cue {
  startMs: number;
  /** May be missing or wrong in the source (0, before the start): normalizeCues repairs it. */
  endMs: number;
  /** May hold HTML entities and line breaks. */
  text: string;
}

export type SubtitleFormat = "srt" | "vtt" | "txt";

/** The last cue, when its end is unknown, lasts this long. */
const DEFAULT_CUE_MS = 2000;
/** A cue whose end is unknown lasts until the next one, but no longer than this (a pause is not a caption). */
const MAX_OPEN_CUE_MS = 8000;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

/** Decodes the HTML entities YouTube leaves in caption text (&amp;, &#39;, &#x2019;, &nbsp;...). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

/** Caption text as plain lines: entities decoded, tags dropped, spaces tidied, no blank lines (they end a cue in SRT and VTT). */
function cleanText(text: string): string {
  return decodeEntities(text.replace(/<[^>]*>/g, ""))
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/**
 * Cues ready to write: text cleaned, empty and non-finite cues dropped, sorted by start, cues that
 * start together merged, and each end clipped to the next start so players never stack two captions
 * (YouTube's speech-recognised tracks overlap as they roll). A missing end (transcript panels give
 * starts only) becomes the next start, at most 8 s on, or 2 s for the last cue.
 */
export function normalizeCues(cues: readonly Cue[]): Cue[] {
  const clean = cues
    .filter((cue) => Number.isFinite(cue.startMs) && cue.startMs >= 0)
    .map((cue) => ({
      startMs: Math.round(cue.startMs),
      endMs: Number.isFinite(cue.endMs) ? Math.round(cue.endMs) : 0,
      text: cleanText(cue.text),
    }))
    .filter((cue) => cue.text !== "")
    .sort((a, b) => a.startMs - b.startMs);
  const merged: Cue[] = [];
  for (const cue of clean) {
    const last = merged.at(-1);
    if (last && last.startMs === cue.startMs) {
      last.text = `${last.text}\n${cue.text}`;
      last.endMs = Math.max(last.endMs, cue.endMs);
    } else {
      merged.push({ ...cue });
    }
  }
  return merged.map((cue, index) => {
    const next = merged[index + 1];
    const open = next ? Math.min(next.startMs - cue.startMs, MAX_OPEN_CUE_MS) : DEFAULT_CUE_MS;
    let end = cue.endMs > cue.startMs ? cue.endMs : cue.startMs + open;
    if (next && end > next.startMs) end = next.startMs;
    return { ...cue, endMs: end };
  });
}

const pad = (value: number, width: number) => String(value).padStart(width, "0");

/** HH:MM:SS + separator + mmm; hours keep counting past 99. */
function clock(ms: number, separator: "," | "."): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(seconds, 2)}${separator}${pad(total % 1000, 3)}`;
}

/** SubRip: numbered cues, comma before the milliseconds, plain text. */
export function toSrt(cues: readonly Cue[]): string {
  return normalizeCues(cues)
    .map(
      (cue, index) => `${index + 1}\n${clock(cue.startMs, ",")} --> ${clock(cue.endMs, ",")}\n${cue.text}\n`,
    )
    .join("\n");
}

/** WebVTT escaping: & < > are markup in cue text (so "-->" cannot end up in a cue either). */
const vttText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** WebVTT: the header, then cues with a dot before the milliseconds and escaped text. */
export function toVtt(cues: readonly Cue[]): string {
  const body = normalizeCues(cues)
    .map((cue) => `${clock(cue.startMs, ".")} --> ${clock(cue.endMs, ".")}\n${vttText(cue.text)}\n`)
    .join("\n");
  return body === "" ? "WEBVTT\n" : `WEBVTT\n\n${body}`;
}

/** A cue's start as a reader would say it: 0:05, 12:34, 1:02:03. */
export function formatTimestamp(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor(total / 60) % 60;
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${pad(minutes, 2)}:${pad(seconds, 2)}` : `${minutes}:${pad(seconds, 2)}`;
}

/** Plain text, one cue a line; with timestamps each line starts with "[m:ss] ". */
export function toTxt(cues: readonly Cue[], options: { timestamps: boolean }): string {
  const lines = normalizeCues(cues).map((cue) => {
    const text = cue.text.replace(/\n/g, " ");
    return options.timestamps ? `[${formatTimestamp(cue.startMs)}] ${text}` : text;
  });
  return lines.length === 0 ? "" : `${lines.join("\n")}\n`;
}

/** The file in the chosen format. */
export function buildSubtitles(cues: readonly Cue[], format: SubtitleFormat, timestamps = true): string {
  if (format === "srt") return toSrt(cues);
  if (format === "vtt") return toVtt(cues);
  return toTxt(cues, { timestamps });
}

/**
 * A file name from the video title: characters that file systems refuse dropped, spaces tidied,
 * at most 120 characters, with the language and extension ("My video (en).srt").
 */
export function subtitleFileName(title: string, language: string, format: SubtitleFormat): string {
  const base =
    title
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .replace(/^[.\s]+|[.\s]+$/g, "")
      .slice(0, 120)
      .trim() || "transcript";
  return `${base} (${language}).${format}`;
}
