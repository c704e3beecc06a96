import { describe, expect, test } from "vitest";
import { readCurrentVideo, type YouTubeMainWorld } from "../../page-world/page-data-reader.ts";
import { readInlineJson } from "../../page-world/video-page-data.ts";
import { loadFixture } from "./fixtures.ts";

function fixtureData(id: string) {
  const doc = loadFixture(`watch-${id}.html`);
  return {
    playerResponse: readInlineJson(doc, "ytInitialPlayerResponse"),
    initialData: readInlineJson(doc, "ytInitialData"),
  };
}

const cabin = fixtureData("aBcDeFgHiJk");
const sourdough = fixtureData("ZyXwVuTsRqP");

function world(
  href: string,
  extra: Partial<YouTubeMainWorld> = {},
  player?: () => unknown,
): YouTubeMainWorld {
  return {
    location: { href },
    document: {
      querySelector: ((selector: string) =>
        selector === "#movie_player" && player
          ? { getPlayerResponse: player }
          : null) as Document["querySelector"],
    },
    ...extra,
  };
}

describe("readCurrentVideo", () => {
  test("first load: the inline globals", () => {
    const video = readCurrentVideo(
      world("https://www.youtube.com/watch?v=aBcDeFgHiJk", {
        ytInitialPlayerResponse: cabin.playerResponse,
        ytInitialData: cabin.initialData,
      }),
      null,
    );
    expect(video).toMatchObject({ videoId: "aBcDeFgHiJk", likeCount: 98412 });
  });

  test("after SPA navigation the yt-navigate-finish detail wins over stale globals", () => {
    const detail = {
      response: { playerResponse: sourdough.playerResponse, response: sourdough.initialData },
    };
    const video = readCurrentVideo(
      world("https://www.youtube.com/watch?v=ZyXwVuTsRqP", {
        ytInitialPlayerResponse: cabin.playerResponse,
        ytInitialData: cabin.initialData,
      }),
      detail,
    );
    expect(video).toMatchObject({ videoId: "ZyXwVuTsRqP", likeCount: 12877, keywords: [] });
  });

  test("the player's response is used when the navigation detail is missing", () => {
    const video = readCurrentVideo(
      world(
        "https://www.youtube.com/watch?v=ZyXwVuTsRqP",
        { ytInitialPlayerResponse: cabin.playerResponse },
        () => sourdough.playerResponse,
      ),
      null,
    );
    expect(video?.videoId).toBe("ZyXwVuTsRqP");
    expect(video?.likeCount).toBeNull(); // no initial data for this video yet
  });

  test("null while only another video's data is available, or off watch pages", () => {
    const stale = world("https://www.youtube.com/watch?v=ZyXwVuTsRqP", {
      ytInitialPlayerResponse: cabin.playerResponse,
    });
    expect(readCurrentVideo(stale, null)).toBeNull();
    const home = world("https://www.youtube.com/", { ytInitialPlayerResponse: cabin.playerResponse });
    expect(readCurrentVideo(home, null)).toBeNull();
  });

  test("a throwing player is tolerated", () => {
    const video = readCurrentVideo(
      world(
        "https://www.youtube.com/watch?v=aBcDeFgHiJk",
        { ytInitialPlayerResponse: cabin.playerResponse },
        () => {
          throw new Error("player not ready");
        },
      ),
      null,
    );
    expect(video?.videoId).toBe("aBcDeFgHiJk");
  });
});
