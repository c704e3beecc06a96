import { VIDEO_ID_RE as VIDEO_ID_PATTERN } from "@vi/types/core";

// `v=` in a query string, or the id segment of /shorts/, /live/, /embed/ and youtu.be links. The
// lookahead stops a longer token from being cut to 11 characters.
const ID_IN_HREF = [
  /[?&]v=([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/,
  /\/shorts\/([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/,
  /\/(?:live|embed)\/([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/,
  /\/\/youtu\.be\/([A-Za-z0-9_-]{11})(?![A-Za-z0-9_-])/,
];

/** The video id an href points at ("/watch?v=ID&t=3s", "/shorts/ID", absolute URLs), or null. */
export function videoIdFromHref(href: string | null | undefined): string | null {
  if (!href) return null;
  for (const pattern of ID_IN_HREF) {
    const match = pattern.exec(href);
    if (match?.[1]) return match[1];
  }
  return null;
}

export type YouTubePageKind = "watch" | "shorts" | "other";

/** What kind of YouTube page a URL shows, with the video id for watch and Shorts pages. */
export function pageFromUrl(url: string): { kind: YouTubePageKind; videoId: string | null } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: "other", videoId: null };
  }
  if (parsed.pathname === "/watch") {
    const id = parsed.searchParams.get("v");
    return id && VIDEO_ID_PATTERN.test(id)
      ? { kind: "watch", videoId: id }
      : { kind: "other", videoId: null };
  }
  const shorts = /^\/shorts\/([A-Za-z0-9_-]{11})\/?$/.exec(parsed.pathname);
  if (shorts?.[1]) return { kind: "shorts", videoId: shorts[1] };
  return { kind: "other", videoId: null };
}

/**
 * A page an analysis can start from: a channel (its id or @handle, as the API takes them; legacy /c/ and
 * /user/ addresses name neither, so they get no button) or a search.
 */
export type AnalysisPage = { kind: "channel"; channel: string } | { kind: "search"; query: string };

/** The channel or search a YouTube URL shows, or null for other pages. */
export function analysisPageFromUrl(url: string): AnalysisPage | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.pathname === "/results") {
    const query = (parsed.searchParams.get("search_query") ?? "").trim();
    return query ? { kind: "search", query } : null;
  }
  // Handles may be non-Latin: the path carries them percent-encoded.
  const handle = /^\/(@[^/]{1,300})(?:\/|$)/.exec(parsed.pathname);
  if (handle?.[1]) {
    try {
      return { kind: "channel", channel: decodeURIComponent(handle[1]) };
    } catch {
      return null;
    }
  }
  const id = /^\/channel\/(UC[\w-]{22})(?:\/|$)/.exec(parsed.pathname);
  if (id?.[1]) return { kind: "channel", channel: id[1] };
  return null;
}
