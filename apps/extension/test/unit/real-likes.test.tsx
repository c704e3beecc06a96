import { formatCount } from "@vi/format";
import type { VideoInsight } from "@vi/types";
import { sampleVideoInsight } from "@vi/types/fixtures";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { WatchPanel } from "../../content/watch-panel/watch-panel.tsx";
import { likeCountFromInitialData, videoPageDataFrom } from "../../page-world/video-page-data.ts";
import type { VideoPageData } from "../../shared/page-protocol.ts";
import { fixtureHtml } from "./fixtures.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A recorded JSON fixture (test/fixtures/real, see its README). */
function realJson(name: string): unknown {
  return JSON.parse(fixtureHtml(`real/${name}`));
}

/** The API's answer for the video, with the likeCount it has stored. */
function insightFor(video: VideoPageData, likeCount: number): VideoInsight {
  return { ...sampleVideoInsight, videoId: video.videoId, videoLikeCount: likeCount };
}

let container: HTMLElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function likesShown(video: VideoPageData, insight: VideoInsight | null): string | undefined {
  act(() =>
    root.render(
      <WatchPanel
        video={video}
        now={Date.parse("2026-11-24T12:00:00Z")}
        signedIn={true}
        loginUrl="http://localhost:5173/login"
        loadTranscript={async () => []}
        saveFile={() => {}}
        copyText={vi.fn().mockResolvedValue(undefined)}
        insight={{ status: "ready", insight }}
      />,
    ),
  );
  return [...container.querySelectorAll(".stat")]
    .find((el) => el.querySelector(".label")?.textContent === "Likes")
    ?.querySelector(".value")?.textContent;
}

describe("likes on the watch panel from recorded pages", () => {
  test("a Korean page: its own exact count (1,554 behind '1.5천') rather than the API's older one", () => {
    const likeCount = likeCountFromInitialData(realJson("next-ko-like-toggle.json"));
    // The recorded page holds no player response: the panel's data around the read count is the video's own.
    const video: VideoPageData = {
      videoId: "NqmY7gveaUY",
      title: "[Playlist] 힙한 하루를 위한, 상쾌하고 트렌디한 팝!ㅣFresh & Trendy pop for a nice day!",
      channelId: "UCSGC87iX0QhnIfUOI_B_Rdg",
      channelName: "essential;",
      viewCount: 175_369,
      likeCount,
      lengthSeconds: null,
      keywords: [],
      publishedAt: "2020-05-03T09:00:00.000Z",
      isLive: false,
      isUpcoming: false,
      scheduledStartAt: null,
      captionTracks: [],
    };
    expect(likesShown(video, insightFor(video, 1_200))).toBe(formatCount(1_554));
  });

  test("a Spanish page: the exact count of the player's like button; only rounded elsewhere, then the API's", () => {
    const recorded = realJson("next-es-quick-actions.json") as Record<string, unknown>;
    const video: VideoPageData = {
      videoId: "dQw4w9WgXcQ",
      title: "Rick Astley - Never Gonna Give You Up (Official Video) (4K Remaster)",
      channelId: "UCuAXFkgsw1L7xaCfnd5JJOw",
      channelName: "Rick Astley",
      viewCount: 1_823_162_656,
      likeCount: likeCountFromInitialData(recorded),
      lengthSeconds: null,
      keywords: [],
      publishedAt: "2009-10-25T06:57:33.000Z",
      isLive: false,
      isUpcoming: false,
      scheduledStartAt: null,
      captionTracks: [],
    };
    expect(likesShown(video, insightFor(video, 18_000_000))).toBe(formatCount(19_471_248));
    // Derived from the recording: without the player's buttons the page holds only "19 M" / "19 millones".
    const { playerOverlays: _, ...withoutPlayer } = recorded;
    const rounded = { ...video, likeCount: likeCountFromInitialData(withoutPlayer) };
    expect(rounded.likeCount).toBeNull();
    expect(likesShown(rounded, insightFor(video, 20_100_000))).toBe(formatCount(20_100_000));
  });

  test("a page whose data carries no like count: the API's stored likeCount", () => {
    const video = videoPageDataFrom(realJson("player-upcoming-premiere.json"));
    expect(video?.likeCount).toBeNull();
    expect(likesShown(video!, insightFor(video!, 4_321))).toBe(formatCount(4_321));
  });

  test("neither the page nor the API knows the likes: no Likes figure at all", () => {
    const video = videoPageDataFrom(realJson("player-upcoming-premiere.json"));
    expect(likesShown(video!, null)).toBeUndefined();
  });
});
