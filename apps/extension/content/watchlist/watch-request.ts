// The request behind 'Watch channel', apart from its button: the per-page script (watch panel controller)
// calls it without loading the button's React and i18n modules.
import { sendToBackground } from "../../shared/background-client.ts";

export type WatchAnswer =
  | { ok: true; title: string | null; notice: string | null }
  | { ok: false; message: string };

/** Asks the background to follow `channel` (an id, @handle or channel URL). */
export async function watchChannel(
  channel: string,
  send: typeof sendToBackground = sendToBackground,
): Promise<WatchAnswer> {
  const answer = await send({ type: "VI_WATCH_CHANNEL", channel });
  return answer.ok
    ? { ok: true, title: answer.title, notice: answer.notice }
    : { ok: false, message: answer.error };
}
