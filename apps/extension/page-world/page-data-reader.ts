import type { VideoPageData } from "../shared/page-protocol.ts";
import { pageFromUrl } from "../shared/video-id.ts";
import { initialDataVideoId, playerResponseVideoId, videoPageDataFrom } from "./video-page-data.ts";

/** The parts of YouTube's main world the reader looks at. */
export interface YouTubeMainWorld {
  location: { href: string };
  document: Pick<Document, "querySelector">;
  ytInitialPlayerResponse?: unknown;
  ytInitialData?: unknown;
}

interface MoviePlayer extends Element {
  getPlayerResponse?: () => unknown;
}

function navigationResponse(detail: unknown, key: "playerResponse" | "response"): unknown {
  if (typeof detail !== "object" || detail === null) return undefined;
  const response = (detail as { response?: unknown }).response;
  if (typeof response !== "object" || response === null) return undefined;
  return (response as Record<string, unknown>)[key];
}

/**
 * The video the page shows now, from YouTube's own data. After an SPA navigation the inline
 * globals still describe the first video, so the sources are tried newest first (the last
 * yt-navigate-finish detail, the player, the globals) and only data for the URL's video is used.
 */
export function readCurrentVideo(
  world: YouTubeMainWorld,
  lastNavigationDetail: unknown,
): VideoPageData | null {
  const { kind, videoId } = pageFromUrl(world.location.href);
  if (kind === "other" || !videoId) return null;
  const player = world.document.querySelector("#movie_player") as MoviePlayer | null;
  let fromPlayer: unknown;
  try {
    fromPlayer = typeof player?.getPlayerResponse === "function" ? player.getPlayerResponse() : undefined;
  } catch {
    fromPlayer = undefined;
  }
  const playerResponse = [
    navigationResponse(lastNavigationDetail, "playerResponse"),
    fromPlayer,
    world.ytInitialPlayerResponse,
  ].find((candidate) => playerResponseVideoId(candidate) === videoId);
  if (!playerResponse) return null;
  const initialData = [navigationResponse(lastNavigationDetail, "response"), world.ytInitialData].find(
    (candidate) => initialDataVideoId(candidate) === videoId,
  );
  return videoPageDataFrom(playerResponse, initialData);
}
