import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { StrictMode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CALLBACK_TEXT } from "../features/youtube-linking/callback.ts";
import { apiUrl } from "../test/backend.ts";
import { renderPage } from "../test/render.tsx";
import { apiError, replyOnce, requests, server } from "../test/server.ts";
import { advanceClock, useFakeClock } from "../test/timers.ts";
import { OAuthCallbackPage } from "./oauth-callback.tsx";

const STATE = "A".repeat(43);
let opener: { postMessage: ReturnType<typeof vi.fn> };
let close: ReturnType<typeof vi.spyOn>;

function openAt(search: string) {
  window.history.replaceState(null, "", `/oauth-callback${search}`);
  return renderPage(<OAuthCallbackPage />, { route: `/oauth-callback${search}` });
}

beforeEach(() => {
  opener = { postMessage: vi.fn() };
  Object.defineProperty(window, "opener", { value: opener, configurable: true, writable: true });
  close = vi.spyOn(window, "close").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  Object.defineProperty(window, "opener", { value: null, configurable: true, writable: true });
  window.history.replaceState(null, "", "/");
});

describe("/oauth-callback", () => {
  it("finishes with the server, tells the opener (own origin only) and closes 1.5 s later", async () => {
    useFakeClock();
    server.use(
      http.get(apiUrl("/youtubeOAuthCallback"), () =>
        HttpResponse.json({
          success: true,
          account: {
            channelId: "UCabcdefghijklmnopqrstuv",
            channelTitle: "Creator Lab",
            thumbnailUrl: null,
            needsReconnect: false,
          },
        }),
      ),
    );
    openAt(`?code=4/abc&state=${STATE}&scope=x`);
    expect(screen.getByRole("heading", { name: "YouTube Authorization" })).toBeInTheDocument();
    expect(await screen.findByText(CALLBACK_TEXT.success)).toBeInTheDocument();
    const [call] = requests("/youtubeOAuthCallback");
    expect(call?.params.get("code")).toBe("4/abc");
    expect(call?.params.get("state")).toBe(STATE);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: "youtube-oauth-complete", success: true },
      window.location.origin,
    );
    // The code is gone from the address bar.
    expect(window.location.search).toBe("");
    await advanceClock(1_499);
    expect(close).not.toHaveBeenCalled();
    await advanceClock(1);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("shows the server's reason and sends it to the opener", async () => {
    replyOnce("get", "/youtubeOAuthCallback", () =>
      apiError(400, "BAD_REQUEST", "This authorization was already used."),
    );
    openAt(`?code=4/abc&state=${STATE}`);
    expect(
      await screen.findByText("Error processing authentication: This authorization was already used."),
    ).toBeInTheDocument();
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: "youtube-oauth-complete", success: false, error: "This authorization was already used." },
      window.location.origin,
    );
    expect(close).not.toHaveBeenCalled();
  });

  it("says 'Server responded with {status}' for an answer without a message", async () => {
    replyOnce("get", "/youtubeOAuthCallback", () => new HttpResponse("oops", { status: 502 }));
    openAt(`?code=4/abc&state=${STATE}`);
    expect(
      await screen.findByText("Error processing authentication: Server responded with 502"),
    ).toBeInTheDocument();
  });

  it("closes the pop-up 1.5 s after a cancelled consent (the account page says what happened)", async () => {
    useFakeClock();
    openAt(`?error=access_denied&state=${STATE}`);
    expect(await screen.findByRole("alert")).toHaveTextContent(/You cancelled on Google's consent page/);
    await advanceClock(1_500);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it("shows Google's error without calling the server", async () => {
    openAt(`?error=access_denied&state=${STATE}`);
    expect(
      await screen.findByText(
        "Authentication failed: You cancelled on Google's consent page, so no channel was linked.",
      ),
    ).toBeInTheDocument();
    expect(requests("/youtubeOAuthCallback")).toHaveLength(0);
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: "youtube-oauth-complete", success: false, error: "access_denied" },
      window.location.origin,
    );
  });

  it.each([
    ["?youtube_connected=true", CALLBACK_TEXT.success],
    [
      "?youtube_error=denied",
      "Authentication failed: You cancelled on Google's consent page, so no channel was linked.",
    ],
    [
      "?youtube_error=invalid_scope",
      "Authentication failed: Google could not link your channel this time. Please try again.",
    ],
    ["", "No authentication response detected. Please close this window and try again."],
  ])("handles %s", async (search, text) => {
    openAt(search);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(requests("/youtubeOAuthCallback")).toHaveLength(0);
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
  });

  it("runs once, even when rendered again", async () => {
    // StrictMode mounts, unmounts and mounts again, as React does in development.
    window.history.replaceState(null, "", `/oauth-callback?code=4/abc&state=${STATE}`);
    renderPage(
      <StrictMode>
        <OAuthCallbackPage />
      </StrictMode>,
    );
    expect(await screen.findByText(CALLBACK_TEXT.success)).toBeInTheDocument();
    expect(requests("/youtubeOAuthCallback")).toHaveLength(1);
    expect(opener.postMessage).toHaveBeenCalledTimes(1);
  });
});
