import { hash32 } from "./prng.ts";

// The emulator serves its own thumbnails (SVG, at i.ytimg.com-like paths) so that pages showing
// emulator data render offline. Sizes are the ones the API documents for each thumbnail key.

export const VIDEO_THUMBNAIL_SIZES = {
  default: [120, 90],
  medium: [320, 180],
  high: [480, 360],
  standard: [640, 480],
  maxres: [1280, 720],
} as const;

const CHANNEL_THUMBNAIL_SIZES = {
  default: [88, 88],
  medium: [240, 240],
  high: [800, 800],
} as const;

const VIDEO_FILES = {
  default: "default",
  medium: "mqdefault",
  high: "hqdefault",
  standard: "sddefault",
  maxres: "maxresdefault",
} as const;

type Thumbnails = Record<string, { url: string; width: number; height: number }>;

export function videoThumbnails(origin: string, videoId: string): Thumbnails {
  const out: Thumbnails = {};
  for (const [key, [width, height]] of Object.entries(VIDEO_THUMBNAIL_SIZES)) {
    const file = VIDEO_FILES[key as keyof typeof VIDEO_FILES];
    out[key] = { url: `${origin}/vi/${videoId}/${file}.jpg`, width, height };
  }
  return out;
}

export function channelThumbnails(origin: string, channelId: string): Thumbnails {
  const out: Thumbnails = {};
  for (const [key, [width, height]] of Object.entries(CHANNEL_THUMBNAIL_SIZES)) {
    out[key] = { url: `${origin}/ch/${channelId}/s${width}.jpg`, width, height };
  }
  return out;
}

/** Pixel size of a thumbnail file name ('hqdefault' -> 480x360), or undefined. */
export function videoThumbnailSize(file: string): readonly [number, number] | undefined {
  const key = Object.entries(VIDEO_FILES).find(([, name]) => name === file)?.[0];
  return key ? VIDEO_THUMBNAIL_SIZES[key as keyof typeof VIDEO_THUMBNAIL_SIZES] : undefined;
}

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function palette(key: string): [string, string] {
  const hue = hash32(key) % 360;
  return [`hsl(${hue} 65% 42%)`, `hsl(${(hue + 50) % 360} 70% 22%)`];
}

/** Greedy word wrap; the last line ends with an ellipsis when words are left over. */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  const words = text.split(/\s+/);
  for (const [index, word] of words.entries()) {
    if (line && `${line} ${word}`.length > maxChars) {
      if (lines.length === maxLines - 1) {
        lines.push(`${line}…`);
        return lines;
      }
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
    if (index === words.length - 1) lines.push(line);
  }
  return lines;
}

/** A 16:9-ish card with the title and a duration badge, drawn at the requested size. */
export function videoThumbnailSvg(
  width: number,
  height: number,
  video: { id: string; title: string; duration: string },
): string {
  const [from, to] = palette(video.id);
  const fontSize = Math.round(height / 10);
  // Bold Arial capitals average ~0.68 em; keep 6% margins on both sides.
  const lines = wrap(video.title.toUpperCase(), Math.floor((width * 0.88) / (fontSize * 0.68)), 4);
  const text = lines
    .map(
      (line, i) =>
        `<text x="${Math.round(width * 0.06)}" y="${Math.round(height * 0.22 + i * fontSize * 1.2)}" font-size="${fontSize}">${escapeXml(line)}</text>`,
    )
    .join("");
  const badgeFont = Math.round(height / 14);
  const badgeWidth = Math.round(badgeFont * 0.6 * video.duration.length + badgeFont * 0.8);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>
<g fill="#fff" font-family="Arial, Helvetica, sans-serif" font-weight="700">${text}</g>
<rect x="${width - badgeWidth - 6}" y="${height - badgeFont * 1.5 - 6}" width="${badgeWidth}" height="${Math.round(badgeFont * 1.5)}" rx="4" fill="rgba(0,0,0,.8)"/>
<text x="${width - badgeWidth / 2 - 6}" y="${height - badgeFont * 0.5 - 6}" fill="#fff" font-family="Arial, Helvetica, sans-serif" font-size="${badgeFont}" text-anchor="middle">${escapeXml(video.duration)}</text>
</svg>`;
}

/** A round avatar with the channel's initials. */
export function channelThumbnailSvg(size: number, channel: { id: string; title: string }): string {
  const [from, to] = palette(channel.id);
  const initials = channel.title
    .split(/[\s']+|(?=[A-Z])/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="url(#g)"/>
<text x="50%" y="50%" dy=".35em" fill="#fff" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${Math.round(size * 0.4)}" text-anchor="middle">${escapeXml(initials)}</text>
</svg>`;
}

/** YouTube's gray "no thumbnail" placeholder, answered with 404 like i.ytimg.com does. */
export function placeholderSvg(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" fill="#ccc"/></svg>`;
}
