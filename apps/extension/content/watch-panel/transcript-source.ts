import { type Cue, normalizeCues } from "@vi/format";
import type { CaptionTrack } from "../../shared/page-protocol.ts";
import { queryFirst, SELECTORS } from "../../shared/selectors.ts";

/**
 * Where a transcript's timed lines come from, all in the user's browser (docs/analyses.md): the
 * caption track the player lists, and when YouTube refuses it (an error, or the empty answer it gives
 * without its player's token), the lines of YouTube's own transcript panel.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const finite = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** Cues from a timedtext answer in YouTube's json3 format; events without words (window settings, line breaks) are skipped. */
export function cuesFromJson3(data: unknown): Cue[] {
  const events = isObject(data) ? data.events : undefined;
  if (!Array.isArray(events)) return [];
  const cues: Cue[] = [];
  for (const event of events) {
    if (!isObject(event) || !Array.isArray(event.segs)) continue;
    const start = finite(event.tStartMs);
    if (start === null || start < 0) continue;
    const text = event.segs
      .map((seg) => (isObject(seg) && typeof seg.utf8 === "string" ? seg.utf8 : ""))
      .join("");
    if (text.trim() === "") continue;
    cues.push({ startMs: start, endMs: start + (finite(event.dDurationMs) ?? 0), text });
  }
  return cues;
}

/** A transcript panel timestamp ("0:05", "12:34", "1:02:03") in milliseconds; null when it is not one. */
export function clockToMs(text: string): number | null {
  const match = /^\s*(?:(\d+):)?(\d{1,2}):(\d{2})\s*$/.exec(text);
  if (!match) return null;
  const [, hours = "0", minutes = "0", seconds = "0"] = match;
  return ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000;
}

/** The lines of an open transcript panel as cues (the panel gives starts only; each ends at the next). */
export function cuesFromTranscriptPanel(root: ParentNode): Cue[] {
  const cues: Cue[] = [];
  for (const segment of root.querySelectorAll(SELECTORS.transcriptSegments.join(", "))) {
    const start = clockToMs(queryFirst(segment, "transcriptTimestamp")?.textContent ?? "");
    const text = queryFirst(segment, "transcriptText")?.textContent ?? "";
    if (start !== null && text.trim() !== "") cues.push({ startMs: start, endMs: 0, text });
  }
  return cues;
}

/** Quiet time after the last change of the transcript panel before its lines are read. */
const PANEL_SETTLE_MS = 300;

class NoTranscriptError extends Error {}

export interface TranscriptSourceDeps {
  fetch: typeof fetch;
  document: Document;
  /** How long to wait for YouTube's transcript panel to fill. */
  panelTimeoutMs?: number;
}

/**
 * The track's cues as read (the subtitle builder cleans them, once: decoding entities twice would turn
 * "&amp;lt;" into a tag): fetched as json3; on failure or an empty answer, read from YouTube's transcript panel. */
export async function loadTranscript(track: CaptionTrack, deps: TranscriptSourceDeps): Promise<Cue[]> {
  try {
    const url = new URL(track.baseUrl);
    url.searchParams.set("fmt", "json3");
    const response = await deps.fetch(url.href, { credentials: "include" });
    const body = response.ok ? await response.text() : "";
    const cues = body.trim() === "" ? [] : cuesFromJson3(JSON.parse(body));
    if (normalizeCues(cues).length > 0) return cues;
  } catch {
    // Refused, offline or not json3: the panel below is the other way in.
  }
  const cues = await readTranscriptPanel(deps.document, deps.panelTimeoutMs ?? 8000);
  if (normalizeCues(cues).length === 0)
    throw new NoTranscriptError("YouTube did not hand out this transcript. Try again later.");
  return cues;
}

/**
 * Opens YouTube's transcript panel (the description's "Show transcript") if it is not open, and reads
 * its lines once they render. The panel shows the track YouTube picks, so this is the fallback only.
 */
async function readTranscriptPanel(doc: Document, timeoutMs: number): Promise<Cue[]> {
  const present = cuesFromTranscriptPanel(doc);
  if (present.length > 0) return present;
  const button = queryFirst(doc, "transcriptButton");
  if (!(button instanceof HTMLElement)) return [];
  button.click();
  return new Promise<Cue[]>((resolve) => {
    let settle: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      clearTimeout(settle);
      resolve(cuesFromTranscriptPanel(doc));
    };
    // YouTube may render a long transcript in several batches: read once the segments stop changing.
    const observer = new MutationObserver(() => {
      if (doc.querySelector(SELECTORS.transcriptSegments.join(", ")) === null) return;
      clearTimeout(settle);
      settle = setTimeout(finish, PANEL_SETTLE_MS);
    });
    observer.observe(doc.body, { childList: true, subtree: true, characterData: true });
    const timer = setTimeout(finish, timeoutMs);
  });
}

/** Saves text as a file through a temporary link (the browser's usual download, into the user's folder). */
export function saveTextFile(doc: Document, name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = doc.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
