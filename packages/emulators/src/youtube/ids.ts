import { hash32 } from "./prng.ts";

// YouTube ids are base64url strings: a video id is 64 bits (11 characters, the last one carrying
// only 4 bits), a channel id is 'UC' + 128 bits (22 characters, the last one carrying 2 bits).

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const INDEX = new Map([...ALPHABET].map((char, i) => [char, i]));

export const VIDEO_ID_PATTERN = /^[A-Za-z0-9_-]{10}[AEIMQUYcgkosw048]$/;
export const CHANNEL_ID_PATTERN = /^UC[A-Za-z0-9_-]{21}[AQgw]$/;

/** base64url of big-endian 32-bit words, without padding. */
function wordsToBase64Url(words: readonly number[]): string {
  const bytes: number[] = [];
  for (const word of words) {
    bytes.push((word >>> 24) & 0xff, (word >>> 16) & 0xff, (word >>> 8) & 0xff, word & 0xff);
  }
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const b0 = bytes[i] ?? 0;
    const b1 = bytes[i + 1];
    const b2 = bytes[i + 2];
    const triple = (b0 << 16) | ((b1 ?? 0) << 8) | (b2 ?? 0);
    out += ALPHABET[(triple >>> 18) & 63];
    out += ALPHABET[(triple >>> 12) & 63];
    if (b1 !== undefined) out += ALPHABET[(triple >>> 6) & 63];
    if (b2 !== undefined) out += ALPHABET[triple & 63];
  }
  return out;
}

function base64UrlToBytes(text: string): number[] | undefined {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    const value = INDEX.get(char);
    if (value === undefined) return undefined;
    buffer = (buffer << 6) | value;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >>> bits) & 0xff);
    }
  }
  return bytes;
}

const FEISTEL_ROUNDS = 4;

// A keyed Feistel network over two 32-bit halves: a reversible permutation, so a video id can be
// decoded back to (channel, upload number) without any lookup table, yet ids look random.
function encrypt(key: number, left: number, right: number): [number, number] {
  let l = left >>> 0;
  let r = right >>> 0;
  for (let round = 0; round < FEISTEL_ROUNDS; round++) {
    const next = (l ^ hash32(key, round, r)) >>> 0;
    l = r;
    r = next;
  }
  return [l, r];
}

function decrypt(key: number, left: number, right: number): [number, number] {
  let l = left >>> 0;
  let r = right >>> 0;
  for (let round = FEISTEL_ROUNDS - 1; round >= 0; round--) {
    const prev = (r ^ hash32(key, round, l)) >>> 0;
    r = l;
    l = prev;
  }
  return [l, r];
}

export const MAX_CHANNELS = 4096; // 12 bits
export const MAX_UPLOADS_PER_CHANNEL = 16384; // 14 bits

/** The 64 plaintext bits: 12 bits channel, 14 bits upload number, 38 bits of keyed check. */
function checkBits(seed: number, channel: number, upload: number): [number, number] {
  return [
    hash32(seed, "video-check-high", channel, upload) & 0x3f,
    hash32(seed, "video-check", channel, upload),
  ];
}

export function encodeVideoId(seed: number, channel: number, upload: number): string {
  if (channel < 0 || channel >= MAX_CHANNELS || upload < 0 || upload >= MAX_UPLOADS_PER_CHANNEL) {
    throw new RangeError(`video (${channel}, ${upload}) is outside the id space`);
  }
  const [high, low] = checkBits(seed, channel, upload);
  const left = ((high << 26) | (channel << 14) | upload) >>> 0;
  const [a, b] = encrypt(hash32(seed, "video-key"), left, low);
  return wordsToBase64Url([a, b]);
}

/** Inverse of encodeVideoId; undefined for any string this seed did not produce. */
export function decodeVideoId(seed: number, id: string): { channel: number; upload: number } | undefined {
  if (!VIDEO_ID_PATTERN.test(id)) return undefined;
  const bytes = base64UrlToBytes(id);
  if (bytes?.length !== 8) return undefined;
  const word = (offset: number) =>
    (((bytes[offset] ?? 0) << 24) |
      ((bytes[offset + 1] ?? 0) << 16) |
      ((bytes[offset + 2] ?? 0) << 8) |
      (bytes[offset + 3] ?? 0)) >>>
    0;
  const [left, low] = decrypt(hash32(seed, "video-key"), word(0), word(4));
  const channel = (left >>> 14) & 0xfff;
  const upload = left & 0x3fff;
  const [high, expectedLow] = checkBits(seed, channel, upload);
  if (left >>> 26 !== high || low !== expectedLow) return undefined;
  return { channel, upload };
}

/** 'UC' + 22 base64url characters derived from the seed and channel index. */
export function channelIdFor(seed: number, channel: number): string {
  const words = [0, 1, 2, 3].map((i) => hash32(seed, "channel-id", channel, i));
  return `UC${wordsToBase64Url(words)}`;
}

/** A channel's uploads playlist id: the channel id with 'UC' replaced by 'UU'. */
export function uploadsPlaylistIdFor(channelId: string): string {
  return `UU${channelId.slice(2)}`;
}

/** Comment thread ids look like 'UgzDE2tasfmrYLyNkGt4AaABAg'. */
export function commentThreadIdFor(seed: number, videoId: string, index: number): string {
  const words = [0, 1, 2, 3].map((i) => hash32(seed, "comment", videoId, index, i));
  return `Ug${wordsToBase64Url(words).slice(0, 18)}4AaABAg`;
}

/** An etag-like opaque string for a JSON payload. */
export function etagFor(payload: string): string {
  const words = [0, 1, 2, 3, 4].map((i) => hash32("etag", i, payload));
  return wordsToBase64Url(words).slice(0, 27);
}
