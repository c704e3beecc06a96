// /test (admin): a button that calls the channel videos function (GET /channelVideos)
// and logs the result to the console; it also shows the answer so the check needs no
// developer tools.
import { CHANNEL_ID_RE } from "@vi/types";
import { type FormEvent, useId, useState } from "react";
import { buttonClass, Container } from "../components/ui.tsx";
import { type ChannelVideos, fetchChannelVideos } from "../features/admin/api.ts";
import { formatCount } from "../features/admin/format.ts";
import { errorText } from "../features/admin/states.tsx";

export const CHANNEL_ID_HINT = "Enter a channel ID: UC followed by 22 letters, digits, - or _";

type Outcome =
  | { kind: "idle" }
  | { kind: "loading"; channelId: string }
  | { kind: "done"; result: ChannelVideos }
  | { kind: "failed"; channelId: string; message: string };

export function TestPage() {
  const inputId = useId();
  const hintId = useId();
  const [channelId, setChannelId] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: "idle" });

  const run = async (event: FormEvent) => {
    event.preventDefault();
    const id = channelId.trim();
    if (!CHANNEL_ID_RE.test(id)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setOutcome({ kind: "loading", channelId: id });
    try {
      const result = await fetchChannelVideos(id);
      console.log("channelVideos", result);
      setOutcome({ kind: "done", result });
    } catch (error) {
      console.error("channelVideos failed", error);
      setOutcome({ kind: "failed", channelId: id, message: errorText(error) });
    }
  };

  return (
    <Container className="py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">Test</h1>
      <p className="mt-2 max-w-2xl text-zinc-400">
        Calls the channel videos function (<code className="text-zinc-300">GET /channelVideos</code>) for a
        channel in the video store and logs the result to the browser console.
      </p>

      <form
        onSubmit={run}
        noValidate
        className="mt-8 max-w-xl rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-6"
      >
        <label htmlFor={inputId} className="block text-sm font-medium text-zinc-200">
          Channel ID
        </label>
        <input
          id={inputId}
          value={channelId}
          onChange={(event) => {
            setChannelId(event.target.value);
            if (invalid) setInvalid(false);
          }}
          placeholder="UCxxxxxxxxxxxxxxxxxxxxxx"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={hintId}
          className={`mt-2 h-11 w-full rounded-lg border bg-zinc-950 px-3 font-mono text-sm text-white placeholder:text-zinc-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-500 ${invalid ? "border-red-500" : "border-white/15"}`}
        />
        <p
          id={hintId}
          className={`mt-2 text-xs ${invalid ? "text-red-300" : "text-zinc-400"}`}
          role={invalid ? "alert" : undefined}
        >
          {invalid ? CHANNEL_ID_HINT : "UC followed by 22 characters, as in youtube.com/channel/UC..."}
        </p>
        <button
          type="submit"
          disabled={outcome.kind === "loading"}
          className={buttonClass("primary", "md", "mt-4 w-full sm:w-auto")}
        >
          {outcome.kind === "loading" ? "Loading..." : "Get Channel Videos"}
        </button>
      </form>

      <div className="mt-8" aria-live="polite">
        {outcome.kind === "loading" ? (
          <p role="status" className="text-zinc-400">
            Calling GET /channelVideos for {outcome.channelId}...
          </p>
        ) : null}
        {outcome.kind === "failed" ? (
          <div role="alert" className="max-w-xl rounded-xl border border-red-500/30 bg-red-500/5 p-4 text-sm">
            <p className="font-semibold text-red-300">The call failed</p>
            <p className="mt-1 break-words text-zinc-300">{outcome.message}</p>
          </div>
        ) : null}
        {outcome.kind === "done" ? <Result result={outcome.result} /> : null}
      </div>
    </Container>
  );
}

function Result({ result }: { result: ChannelVideos }) {
  const shown = result.videos.length;
  return (
    <section
      aria-labelledby="result-heading"
      className="rounded-2xl border border-white/10 bg-zinc-900/60 p-4 sm:p-6"
    >
      <h2 id="result-heading" className="text-lg font-semibold text-white">
        {result.channel.title}
      </h2>
      <p className="mt-1 text-sm text-zinc-400" data-testid="result-count">
        {formatCount(shown)} video{shown === 1 ? "" : "s"} returned · {formatCount(result.storedVideos)}{" "}
        stored · {formatCount(result.channel.subscriberCount)} subscribers
      </p>
      <p className="mt-1 text-xs text-zinc-400">Also logged to the browser console.</p>
      <details className="group mt-4 rounded-lg border border-white/10 bg-zinc-950/60">
        <summary className="cursor-pointer select-none px-3 py-2 text-sm font-medium text-zinc-200 hover:text-white">
          JSON response
        </summary>
        <pre
          tabIndex={0}
          aria-label="JSON response"
          className="max-h-[32rem] overflow-auto border-t border-white/10 p-3 text-xs leading-relaxed text-zinc-300"
        >
          {JSON.stringify(result, null, 2)}
        </pre>
      </details>
    </section>
  );
}
