import { describe, expect, test } from "vitest";
import { pageFromUrl, videoIdFromHref } from "../../shared/video-id.ts";

describe("videoIdFromHref", () => {
  test.each([
    ["/watch?v=aBcDeFgHiJk", "aBcDeFgHiJk"],
    ["/watch?v=aBcDeFgHiJk&t=42s", "aBcDeFgHiJk"],
    ["/watch?list=PL123&v=Z-y_Xw0VuTs&index=3", "Z-y_Xw0VuTs"],
    ["https://www.youtube.com/watch?v=aBcDeFgHiJk&pp=ygUGY2FiaW5z", "aBcDeFgHiJk"],
    ["/shorts/ZyXwVuTsRqP", "ZyXwVuTsRqP"],
    ["https://www.youtube.com/shorts/ZyXwVuTsRqP?feature=share", "ZyXwVuTsRqP"],
    ["https://youtu.be/aBcDeFgHiJk?si=abc", "aBcDeFgHiJk"],
    ["/live/aBcDeFgHiJk", "aBcDeFgHiJk"],
  ])("%s -> %s", (href, id) => {
    expect(videoIdFromHref(href)).toBe(id);
  });

  test.each([
    null,
    undefined,
    "",
    "/@makerlane",
    "/playlist?list=PL123",
    "/watch?v=short",
    "/watch?v=aBcDeFgHiJkXYZ", // 14 characters is not an id
    "/shorts/",
    "/watch?vv=aBcDeFgHiJk",
  ])("%s -> null", (href) => {
    expect(videoIdFromHref(href)).toBeNull();
  });
});

describe("pageFromUrl", () => {
  test("watch, shorts and other pages", () => {
    expect(pageFromUrl("https://www.youtube.com/watch?v=aBcDeFgHiJk&t=1")).toEqual({
      kind: "watch",
      videoId: "aBcDeFgHiJk",
    });
    expect(pageFromUrl("https://www.youtube.com/shorts/ZyXwVuTsRqP")).toEqual({
      kind: "shorts",
      videoId: "ZyXwVuTsRqP",
    });
    expect(pageFromUrl("https://www.youtube.com/")).toEqual({ kind: "other", videoId: null });
    expect(pageFromUrl("https://www.youtube.com/watch?v=bad")).toEqual({ kind: "other", videoId: null });
    expect(pageFromUrl("not a url")).toEqual({ kind: "other", videoId: null });
  });
});
