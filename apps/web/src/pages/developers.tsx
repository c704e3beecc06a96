// /developers: what the API offers, how to get a key, curl and TypeScript examples, the MCP server for AI
// assistants, and the reference rendered from GET /openapi.json (loaded on this page only).
import { API_KEY_CALLS_PER_DAY, MCP_PATH, PLAN_IDS, PLAN_NAMES } from "@vi/types";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { Spinner } from "../auth/auth-ui.tsx";
import { Container } from "../components/ui.tsx";
import { env } from "../env.ts";
import clientExample from "../features/developers/client-example.ts?raw";
import {
  channelBody,
  commentIdeasBody,
  curlGet,
  curlPost,
  insightsBody,
  mcpClientConfig,
  outliersQuery,
} from "../features/developers/examples.ts";

const ApiReference = lazy(() => import("../features/developers/api-reference.tsx"));

export const DEVELOPERS_INTRO =
  "Bring VidInsight's outliers and analyses into your own scripts, spreadsheets and AI assistants.";

function Code({ children, label }: { children: string; label: string }) {
  return (
    // Focusable: a long line scrolls sideways, and keyboard users must be able to scroll it too.
    <pre
      tabIndex={0}
      aria-label={label}
      className="mt-3 overflow-x-auto rounded-xl border border-white/10 bg-zinc-950 p-4 text-[13px] leading-relaxed text-zinc-200"
    >
      <code>{children}</code>
    </pre>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-semibold tracking-tight text-white">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-zinc-300">{children}</div>
    </section>
  );
}

const OFFERS = [
  [
    "Outliers",
    "Search the outliers table with the website's filters: title words, format, views, subscribers.",
  ],
  ["Video insights", "Views, outlier score, recent views per hour, tags and channel for up to 200 videos."],
  ["Saved videos", "Save videos and read back your saved list."],
  [
    "Analyses",
    "Channel analyses, search-result analyses and comment ideas, with your plan's daily allowance.",
  ],
] as const;

export function DevelopersPage() {
  const base = env.VITE_API_BASE_URL.replace(/\/+$/, "");
  // The reference is a browser-only component: it mounts after the first render.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  return (
    <Container className="py-10 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-red-400">Developers</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">VidInsight API</h1>
        <p className="mt-4 text-lg text-zinc-300">{DEVELOPERS_INTRO}</p>
      </header>

      <Section id="offers" title="What the API offers">
        <ul className="grid gap-3 sm:grid-cols-2">
          {OFFERS.map(([name, text]) => (
            <li key={name} className="rounded-xl border border-white/10 bg-zinc-900/60 p-4">
              <p className="font-semibold text-white">{name}</p>
              <p className="mt-1 text-sm text-zinc-400">{text}</p>
            </li>
          ))}
        </ul>
        <p>Account, billing and channel linking stay on the website: an API key can't reach them.</p>
      </Section>

      <Section id="keys" title="Create a key">
        <ol className="list-decimal space-y-1 pl-5">
          <li>
            Sign in and open{" "}
            <Link to="/account#api" className="text-red-300 underline hover:text-red-200">
              Account → API Keys
            </Link>
            .
          </li>
          <li>Name the key after where you'll use it, then create it.</li>
          <li>Copy it right away: it is shown once. Revoke it there whenever you like.</li>
        </ol>
        <p>Send it as a bearer token on every request. Calls made with your keys each day:</p>
        <table className="w-full max-w-md text-left text-sm">
          <thead>
            <tr className="border-b border-white/10 text-zinc-400">
              <th className="py-2 font-medium">Plan</th>
              <th className="py-2 font-medium">Key calls per day</th>
            </tr>
          </thead>
          <tbody>
            {PLAN_IDS.map((plan) => (
              <tr key={plan} className="border-b border-white/5">
                <td className="py-2 text-white">{PLAN_NAMES[plan]}</td>
                <td className="py-2">{API_KEY_CALLS_PER_DAY[plan].toLocaleString("en-US")}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-sm text-zinc-400">
          Past the allowance the API answers 429 with a Retry-After header until your midnight. Analyses also
          count against your plan's daily analyses, as on the website.{" "}
          <Link to="/pricing" className="text-red-300 underline hover:text-red-200">
            Compare plans
          </Link>
        </p>
      </Section>

      <Section id="examples" title="Examples">
        <p>Outliers about home workouts, at least 5 times their channel's usual views:</p>
        <Code label="curl: outliers">{curlGet(base, "/outliers", outliersQuery)}</Code>
        <p>Insights for two videos:</p>
        <Code label="curl: video insights">{curlPost(base, "/videos/insights", insightsBody)}</Code>
        <p>Video ideas from a video's comments, and a channel analysis:</p>
        <Code label="curl: comment ideas">{curlPost(base, "/analyses/comments", commentIdeasBody)}</Code>
        <Code label="curl: channel analysis">{curlPost(base, "/analyses/channel", channelBody)}</Code>
        <p>
          A typed client in TypeScript, from the OpenAPI document with openapi-typescript and openapi-fetch:
        </p>
        <Code label="TypeScript client">{clientExample.replace(/^(\/\/.*\n)+/, "")}</Code>
      </Section>

      <Section id="mcp" title="Use it from your AI assistant (MCP)">
        <p>
          VidInsight is an MCP server: assistants such as Claude, ChatGPT or Cursor can search outliers, read
          video insights, analyze channels and search results, and find video ideas in comments. Add it to
          your client's MCP configuration with one of your keys:
        </p>
        <Code label="MCP client configuration">{mcpClientConfig(base)}</Code>
        <p className="text-sm text-zinc-400">
          Tools: search_outliers, get_video_insights, analyze_channel, analyze_search_results, comment_ideas.
          Each tool call counts as one key call. The endpoint is {`${base}${MCP_PATH}`} (Streamable HTTP).
        </p>
      </Section>

      <Section id="reference" title="Reference">
        <p>
          Every operation, generated from{" "}
          <a href={`${base}/openapi.json`} className="text-red-300 underline hover:text-red-200">
            openapi.json
          </a>
          .
        </p>
      </Section>
      <div className="mt-6 overflow-hidden rounded-2xl border border-white/10" data-testid="api-reference">
        {mounted ? (
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 p-6 text-sm text-zinc-400">
                <Spinner className="size-4" /> Loading the reference...
              </p>
            }
          >
            <ApiReference specUrl={`${base}/openapi.json`} />
          </Suspense>
        ) : null}
      </div>
    </Container>
  );
}
