// /developers: what the API offers, how to get a key, curl and TypeScript examples, the MCP server for AI
// assistants, and the reference rendered from GET /openapi.json (loaded on this page only).
import { API_KEY_CALLS_PER_DAY, MCP_PATH, PLAN_IDS, PLAN_NAMES } from "@vi/types";
import { lazy, type ReactNode, Suspense, useEffect, useState } from "react";
import { Trans } from "react-i18next";
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
import { useFormat } from "../i18n/use-format.ts";
import { useT } from "../i18n/use-t.ts";

const ApiReference = lazy(() => import("../features/developers/api-reference.tsx"));

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

/** Catalog keys of account.developers: each offer's name and its text. */
const OFFERS = [
  ["outliers", "outliersBody"],
  ["insights", "insightsBody"],
  ["saved", "savedBody"],
  ["analyses", "analysesBody"],
] as const;

export function DevelopersPage() {
  const base = env.VITE_API_BASE_URL.replace(/\/+$/, "");
  // The reference is a browser-only component: it mounts after the first render.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const { t } = useT("account.developers");
  const format = useFormat();
  const link = "text-red-300 underline hover:text-red-200";

  return (
    <Container className="py-10 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-sm font-semibold uppercase tracking-wider text-red-400">{t("eyebrow")}</p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">VidInsight API</h1>
        <p className="mt-4 text-lg text-zinc-300">{t("intro")}</p>
      </header>

      <Section id="offers" title={t("offersTitle")}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {OFFERS.map(([name, text]) => (
            <li key={name} className="rounded-xl border border-white/10 bg-zinc-900/60 p-4">
              <p className="font-semibold text-white">{t(name)}</p>
              <p className="mt-1 text-sm text-zinc-400">{t(text)}</p>
            </li>
          ))}
        </ul>
        <p>{t("websiteOnly")}</p>
      </Section>

      <Section id="keys" title={t("keysTitle")}>
        <ol className="list-decimal space-y-1 pl-5">
          <li>
            <Trans
              t={t}
              i18nKey="keysStep1"
              components={{ go: <Link to="/account#api" className={link} /> }}
            />
          </li>
          <li>{t("keysStep2")}</li>
          <li>{t("keysStep3")}</li>
        </ol>
        <p>{t("bearer")}</p>
        <table className="w-full max-w-md text-left text-sm">
          <thead>
            <tr className="border-b border-white/10 text-zinc-400">
              <th className="py-2 font-medium">{t("plan")}</th>
              <th className="py-2 font-medium">{t("callsPerDay")}</th>
            </tr>
          </thead>
          <tbody>
            {PLAN_IDS.map((plan) => (
              <tr key={plan} className="border-b border-white/5">
                <td className="py-2 text-white">{PLAN_NAMES[plan]}</td>
                <td className="py-2">{format.number(API_KEY_CALLS_PER_DAY[plan])}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="text-sm text-zinc-400">
          {t("pastAllowance")}{" "}
          <Link to="/pricing" className={link}>
            {t("comparePlans")}
          </Link>
        </p>
      </Section>

      <Section id="examples" title={t("examplesTitle")}>
        <p>{t("exampleOutliers")}</p>
        <Code label={t("codeOutliers")}>{curlGet(base, "/outliers", outliersQuery)}</Code>
        <p>{t("exampleInsights")}</p>
        <Code label={t("codeInsights")}>{curlPost(base, "/videos/insights", insightsBody)}</Code>
        <p>{t("exampleIdeas")}</p>
        <Code label={t("codeIdeas")}>{curlPost(base, "/analyses/comments", commentIdeasBody)}</Code>
        <Code label={t("codeChannel")}>{curlPost(base, "/analyses/channel", channelBody)}</Code>
        <p>{t("exampleClient")}</p>
        <Code label={t("codeClient")}>{clientExample.replace(/^(\/\/.*\n)+/, "")}</Code>
      </Section>

      <Section id="mcp" title={t("mcpTitle")}>
        <p>{t("mcpBody")}</p>
        <Code label={t("codeMcp")}>{mcpClientConfig(base)}</Code>
        <p className="text-sm text-zinc-400">{t("mcpTools", { endpoint: `${base}${MCP_PATH}` })}</p>
      </Section>

      <Section id="reference" title={t("referenceTitle")}>
        <p>
          <Trans
            t={t}
            i18nKey="referenceBody"
            components={{ go: <a href={`${base}/openapi.json`} className={link} /> }}
          />
        </p>
      </Section>
      <div className="mt-6 overflow-hidden rounded-2xl border border-white/10" data-testid="api-reference">
        {mounted ? (
          <Suspense
            fallback={
              <p role="status" className="flex items-center gap-2 p-6 text-sm text-zinc-400">
                <Spinner className="size-4" /> {t("loadingReference")}
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
