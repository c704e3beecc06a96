import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHAT_OPEN_DELAY_MS, createLiveChat, openKnownWidget } from "./live-chat.ts";

const SCRIPT = "https://chat.example/widget.js";

function chatScripts() {
  return Array.from(document.querySelectorAll<HTMLScriptElement>("script")).filter((s) => s.src === SCRIPT);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  for (const script of document.querySelectorAll("script")) script.remove();
});

describe("live chat, unconfigured", () => {
  it("never adds a script and sends Contact Support to the mail link", () => {
    const fallback = vi.fn();
    const chat = createLiveChat({ scriptUrl: "", supportEmail: "help@example.com", fallback });
    const uninstall = chat.installTriggers();
    document.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    chat.load();
    chat.open();
    vi.advanceTimersByTime(10_000);
    uninstall();

    expect(chat.configured).toBe(false);
    expect(document.querySelectorAll("script")).toHaveLength(0);
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(fallback).toHaveBeenCalledWith(chat.mailto);
    expect(chat.mailto).toMatch(/^mailto:help@example\.com\?subject=/);
  });
});

describe("live chat, configured", () => {
  it("loads once, on the first mouse-over", () => {
    const chat = createLiveChat({
      scriptUrl: SCRIPT,
      supportEmail: "help@example.com",
      openWidget: () => true,
    });
    chat.installTriggers();
    expect(chatScripts()).toHaveLength(0);

    document.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    document.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
    expect(chatScripts()).toHaveLength(1);
    expect(chatScripts()[0]?.async).toBe(true);
    expect(chat.state()).toBe("loading");
  });

  it("loads on the first touch", () => {
    const chat = createLiveChat({
      scriptUrl: SCRIPT,
      supportEmail: "help@example.com",
      openWidget: () => true,
    });
    chat.installTriggers();
    document.dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(chatScripts()).toHaveLength(1);
  });

  it("Contact Support before loading: loads the script and opens the chat after 2 seconds", () => {
    const openWidget = vi.fn(() => true);
    const chat = createLiveChat({ scriptUrl: SCRIPT, supportEmail: "help@example.com", openWidget });
    chat.open();
    expect(chatScripts()).toHaveLength(1);
    chatScripts()[0]?.dispatchEvent(new Event("load"));
    expect(chat.state()).toBe("loaded");

    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS - 1);
    expect(openWidget).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(openWidget).toHaveBeenCalledTimes(1);
    expect(CHAT_OPEN_DELAY_MS).toBe(2000);
  });

  it("opens at once when the script has already loaded", () => {
    const openWidget = vi.fn(() => true);
    const chat = createLiveChat({ scriptUrl: SCRIPT, supportEmail: "help@example.com", openWidget });
    chat.load();
    chatScripts()[0]?.dispatchEvent(new Event("load"));
    chat.open();
    expect(openWidget).toHaveBeenCalledTimes(1);
    expect(chatScripts()).toHaveLength(1);
  });

  it("a slow script: opens 2 seconds after it finally loads", () => {
    const openWidget = vi.fn(
      () => document.defaultView !== null && chatScripts()[0]?.dataset.ready === "yes",
    );
    const chat = createLiveChat({ scriptUrl: SCRIPT, supportEmail: "help@example.com", openWidget });
    chat.open();
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS);
    expect(openWidget).toHaveBeenCalledTimes(1); // too early: the script is still downloading

    const script = chatScripts()[0];
    if (!script) throw new Error("no script");
    script.dataset.ready = "yes";
    script.dispatchEvent(new Event("load"));
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS);
    expect(openWidget).toHaveBeenCalledTimes(2);
    expect(openWidget).toHaveLastReturnedWith(true);
  });

  it("falls back to mail when the script fails to load", () => {
    const fallback = vi.fn();
    const chat = createLiveChat({
      scriptUrl: SCRIPT,
      supportEmail: "help@example.com",
      fallback,
      openWidget: () => false,
    });
    chat.open();
    chatScripts()[0]?.dispatchEvent(new Event("error"));
    vi.advanceTimersByTime(CHAT_OPEN_DELAY_MS);
    expect(chat.state()).toBe("failed");
    expect(fallback).toHaveBeenCalledWith(chat.mailto);
  });
});

describe("openKnownWidget", () => {
  it("drives Tawk.to, Crisp and Intercom, and reports when none is present", () => {
    const maximize = vi.fn();
    expect(openKnownWidget({ Tawk_API: { maximize } } as unknown as Window)).toBe(true);
    expect(maximize).toHaveBeenCalled();

    const push = vi.fn();
    expect(openKnownWidget({ $crisp: { push } } as unknown as Window)).toBe(true);
    expect(push).toHaveBeenCalledWith(["do", "chat:open"]);

    const intercom = vi.fn();
    expect(openKnownWidget({ Intercom: intercom } as unknown as Window)).toBe(true);
    expect(intercom).toHaveBeenCalledWith("show");

    expect(openKnownWidget({} as Window)).toBe(false);
  });
});
