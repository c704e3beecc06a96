// YouTube's id formats, the one definition every package and app tests ids against. Zod-free, so the
// extension's content script can import it (through `@vi/types/core`) without the schema library.

/** A YouTube video id: 11 characters of the URL-safe base64 alphabet. */
export const VIDEO_ID_RE = /^[A-Za-z0-9_-]{11}$/;
/** A YouTube channel id: "UC" followed by 22 URL-safe base64 characters. */
export const CHANNEL_ID_RE = /^UC[A-Za-z0-9_-]{22}$/;
