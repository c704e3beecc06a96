import { describe, expect, test } from "vitest";
import {
  likeCountFromInitialData,
  parseCount,
  readInlineJson,
  videoPageDataFrom,
} from "../../page-world/video-page-data.ts";
import { PAGE_SOURCE, parsePageMessage } from "../../shared/page-messages.ts";
import { loadFixture } from "./fixtures.ts";

function watchPage(id: string) {
  const doc = loadFixture(`watch-${id}.html`, `https://www.youtube.com/watch?v=${id}`);
  return {
    playerResponse: readInlineJson(doc, "ytInitialPlayerResponse"),
    initialData: readInlineJson(doc, "ytInitialData"),
  };
}

describe("readInlineJson", () => {
  test("reads ytInitialPlayerResponse even with more code after it in the same script", () => {
    const { playerResponse } = watchPage("aBcDeFgHiJk");
    expect(playerResponse).toMatchObject({ videoDetails: { videoId: "aBcDeFgHiJk" } });
  });

  test("handles braces and quotes inside strings", () => {
    const doc = loadFixture("playlist.html");
    doc.querySelector("script")!.remove();
    const script = doc.createElement("script");
    script.textContent = 'var ytInitialData = {"a":"}{\\"","b":{"c":[1,{"d":"}"}]}};var x = 1;';
    doc.body.append(script);
    expect(readInlineJson(doc, "ytInitialData")).toEqual({ a: '}{"', b: { c: [1, { d: "}" }] } });
  });

  test("null when the variable is missing or malformed", () => {
    const doc = loadFixture("home-classic.html");
    expect(readInlineJson(doc, "ytInitialPlayerResponse")).toBeNull();
    const script = doc.createElement("script");
    script.textContent = "var ytInitialPlayerResponse = {not json};";
    doc.body.prepend(script);
    expect(readInlineJson(doc, "ytInitialPlayerResponse")).toBeNull();
  });
});

describe("videoPageDataFrom", () => {
  test("a watch page with tags and an exact like count in the entity store", () => {
    const { playerResponse, initialData } = watchPage("aBcDeFgHiJk");
    expect(videoPageDataFrom(playerResponse, initialData)).toEqual({
      videoId: "aBcDeFgHiJk",
      title: "I Built a Tiny Cabin in 30 Days (Start to Finish)",
      channelId: "UCmakerLane0000000000001",
      channelName: "Maker Lane",
      viewCount: 2847193,
      likeCount: 98412,
      lengthSeconds: 1134,
      keywords: ["tiny cabin", "off grid", "diy build", "woodworking", "timelapse", "cabin build"],
      publishedAt: "2024-06-14T16:00:02.000Z",
      isLive: false,
    });
  });

  test("a video without tags, likes only in the button label", () => {
    const { playerResponse, initialData } = watchPage("ZyXwVuTsRqP");
    const data = videoPageDataFrom(playerResponse, initialData);
    expect(data?.keywords).toEqual([]);
    expect(data?.likeCount).toBe(12877);
    expect(data?.publishedAt).toBe("2025-02-03T14:30:00.000Z");
  });

  test("initial data of another video is not used (stale after SPA navigation)", () => {
    const a = watchPage("aBcDeFgHiJk");
    const b = watchPage("ZyXwVuTsRqP");
    expect(videoPageDataFrom(a.playerResponse, b.initialData)?.likeCount).toBeNull();
  });

  test("a past live stream counts from its start time; hidden likes are null", () => {
    const { playerResponse } = watchPage("aBcDeFgHiJk");
    const pr = structuredClone(playerResponse) as {
      microformat: { playerMicroformatRenderer: Record<string, unknown> };
    };
    pr.microformat.playerMicroformatRenderer.liveBroadcastDetails = {
      isLiveNow: false,
      startTimestamp: "2024-06-14T18:00:00+00:00",
    };
    const data = videoPageDataFrom(pr, {
      currentVideoEndpoint: { watchEndpoint: { videoId: "aBcDeFgHiJk" } },
    });
    expect(data?.publishedAt).toBe("2024-06-14T18:00:00.000Z");
    expect(data?.likeCount).toBeNull();
  });

  test("null for a player response without a video", () => {
    expect(videoPageDataFrom(null)).toBeNull();
    expect(videoPageDataFrom({ playabilityStatus: { status: "ERROR" } })).toBeNull();
    expect(videoPageDataFrom({ videoDetails: { videoId: "<script>" } })).toBeNull();
  });

  test("tolerates missing and wrongly typed fields", () => {
    const data = videoPageDataFrom({
      videoDetails: { videoId: "aBcDeFgHiJk", keywords: ["ok", 3, ""], viewCount: {} },
    });
    expect(data).toMatchObject({ keywords: ["ok"], viewCount: null, publishedAt: null, title: "" });
  });
});

describe("likeCountFromInitialData", () => {
  test("legacy toggle button label", () => {
    const data = {
      contents: {
        twoColumnWatchNextResults: {
          results: {
            results: {
              contents: [
                {
                  videoPrimaryInfoRenderer: {
                    videoActions: {
                      menuRenderer: {
                        topLevelButtons: [
                          {
                            segmentedLikeDislikeButtonRenderer: {
                              likeButton: {
                                toggleButtonRenderer: {
                                  defaultText: {
                                    accessibility: { accessibilityData: { label: "1,234 likes" } },
                                  },
                                },
                              },
                            },
                          },
                        ],
                      },
                    },
                  },
                },
              ],
            },
          },
        },
      },
    };
    expect(likeCountFromInitialData(data)).toBe(1234);
  });

  test("null when nothing holds a count", () => {
    expect(likeCountFromInitialData({})).toBeNull();
    expect(likeCountFromInitialData("nope")).toBeNull();
  });
});

test("parseCount reads YouTube's digit groupings", () => {
  expect(parseCount("2847193")).toBe(2847193);
  expect(parseCount("98,412")).toBe(98412);
  expect(parseCount("12.877")).toBe(12877);
  expect(parseCount("12 877")).toBe(12877);
  expect(parseCount("")).toBeNull();
  expect(parseCount("no views")).toBeNull();
  expect(parseCount(-1)).toBeNull();
});

describe("page messages", () => {
  test("a parsed watch page passes the content script's validation", () => {
    const { playerResponse, initialData } = watchPage("aBcDeFgHiJk");
    const message = {
      source: PAGE_SOURCE,
      type: "VI_PAGE_DATA",
      url: "https://www.youtube.com/watch?v=aBcDeFgHiJk",
      video: videoPageDataFrom(playerResponse, initialData),
    };
    expect(parsePageMessage(message)).toEqual(message);
  });

  test("foreign or malformed messages are rejected", () => {
    expect(parsePageMessage({ type: "VI_PAGE_DATA", url: "x", video: null })).toBeNull();
    expect(parsePageMessage({ source: PAGE_SOURCE, type: "OTHER" })).toBeNull();
    expect(
      parsePageMessage({
        source: PAGE_SOURCE,
        type: "VI_PAGE_DATA",
        url: "x",
        video: { videoId: "aBcDeFgHiJk", keywords: "not a list" },
      }),
    ).toBeNull();
    expect(parsePageMessage("VI_PAGE_DATA")).toBeNull();
  });
});
