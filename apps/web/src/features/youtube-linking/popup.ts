// The authorization pop-up: 600x700, centred on the screen the page is on.
const POPUP_WIDTH = 600;
const POPUP_HEIGHT = 700;
const POPUP_NAME = "vidinsight-youtube-oauth";

/** window.open features for a centred pop-up of the given size (clamped to the screen). */
function centeredPopupFeatures(
  win: Pick<Window, "screenX" | "screenY" | "outerWidth" | "outerHeight">,
): string {
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - POPUP_WIDTH) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - POPUP_HEIGHT) / 2));
  return `popup=yes,width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top}`;
}

/**
 * Opens the pop-up at once, empty, so it counts as the click's own window (browsers block pop-ups opened
 * after an await); the caller sends it to Google's address once the API answered. Null when blocked.
 */
export function openBlankPopup(win: Window = window): Window | null {
  return win.open("about:blank", POPUP_NAME, centeredPopupFeatures(win));
}
