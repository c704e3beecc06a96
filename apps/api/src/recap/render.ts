// The recap email: HTML from an MJML layout (responsive, table-based, tested by MJML against the mail
// clients' quirks) compiled ONCE per process with {{SLOTS}}, then filled per user with escaped values;
// plus a plain-text part. Compiling MJML per email would cost ~10 ms each (docs/decisions/recap-email.md).
import { formatCount, formatOutlier } from "@vi/format";
import { createI18n, formatCompact, loadCatalog, type UiLanguage } from "@vi/i18n";
import { PLAN_NAMES } from "@vi/types";
import type { TFunction } from "i18next";
import mjml2html from "mjml";
import type { RecapContent } from "./content.ts";
import { hasNews } from "./content.ts";

export interface RecapLinks {
  /** The website's origin, e.g. https://vidinsight.app. */
  web: string;
  /** The website's unsubscribe page with the signed token (the link in the body). */
  unsubscribePage: string;
}

export interface RenderedRecap {
  subject: string;
  html: string;
  text: string;
}

/** The email must stay well under Gmail's 102 KB clipping limit. */
export const RECAP_MAX_BYTES = 100 * 1024;

const ACCENT = "#dc2626";

const LAYOUT = `<mjml lang="en">
  <mj-head>
    <mj-title>{{TITLE}}</mj-title>
    <mj-preview>{{PREVIEW}}</mj-preview>
    <mj-attributes>
      <mj-all font-family="-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="22px" color="#18181b" padding="8px 24px" />
    </mj-attributes>
    <mj-raw><meta name="color-scheme" content="light dark" /><meta name="supported-color-schemes" content="light dark" /></mj-raw>
    <mj-style>
      .vi-muted, .vi-muted div { color: #52525b; }
      @media (prefers-color-scheme: dark) {
        .vi-bg, .vi-bg > div, body { background: #09090b !important; }
        .vi-card, .vi-card > table, .vi-card td { background: #18181b !important; }
        .vi-text div, .vi-text td, .vi-text th, .vi-text h1, .vi-text h2, .vi-text p { color: #f4f4f5 !important; }
        .vi-text a { color: #f87171 !important; }
        .vi-text a.vi-title { color: #f4f4f5 !important; }
        .vi-muted div, .vi-muted td, .vi-muted p { color: #a1a1aa !important; }
        .vi-muted a { color: #f87171 !important; }
        .vi-rule { border-color: #3f3f46 !important; }
      }
    </mj-style>
  </mj-head>
  <mj-body background-color="#f4f4f5" css-class="vi-bg" width="600px">
    <mj-section padding="24px 12px 12px">
      <mj-column>
        <mj-text css-class="vi-text" font-size="18px" font-weight="700" padding="0 12px">
          <a href="{{HOME_URL}}" class="vi-title" style="color:#18181b;text-decoration:none">Vid<span style="color:${ACCENT}">Insight</span></a>
        </mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" css-class="vi-card" border-radius="12px" padding="16px 0">
      <mj-column>
        <mj-text css-class="vi-text">{{BODY}}</mj-text>
        <mj-button href="{{CTA_URL}}" background-color="${ACCENT}" color="#ffffff" font-weight="600" border-radius="8px" inner-padding="12px 22px" padding="16px 24px 8px" align="left">{{CTA_LABEL}}</mj-button>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 12px 32px">
      <mj-column>
        <mj-text css-class="vi-muted" font-size="12px" line-height="18px" color="#52525b">{{FOOTER}}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

let compiled: Promise<string> | null = null;

/** The layout compiled by MJML, once per process. */
export function recapLayout(): Promise<string> {
  compiled ??= Promise.resolve(mjml2html(LAYOUT, { validationLevel: "strict", keepComments: false })).then(
    (result) => {
      if (result.errors.length > 0)
        throw new Error(`recap layout: ${result.errors.map((e) => e.formattedMessage).join("; ")}`);
      return result.html;
    },
  );
  return compiled;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Titles are cut so one long title cannot make the email large or the table wide. */
function clip(value: string, max = 90): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;

/** "1.2K" in English (docs/product.md, Display), "1,2 Tsd." or "1.2万" through Intl in other languages. */
function countIn(language: UiLanguage): (value: number) => string {
  return language === "en" ? formatCount : (value) => formatCompact(value, language);
}

function allowanceLines(content: RecapContent, t: TFunction): string[] {
  const a = content.allowance;
  const n = (value: number | null, key: string) =>
    value === null ? t(`unlimited${key}`) : t(`${key[0]!.toLowerCase()}${key.slice(1)}`, { n: value });
  return [
    n(a.commentAnalyses, "CommentAnalyses"),
    n(a.channelAnalyses, "ChannelAnalyses"),
    n(a.resultAnalyses, "ResultAnalyses"),
    n(a.transcriptDownloads, "TranscriptDownloads"),
  ];
}

function heading(text: string): string {
  return `<h2 style="margin:20px 0 8px;font-size:16px;line-height:22px;color:#18181b">${escapeHtml(text)}</h2>`;
}

function videoRow(title: string, videoId: string, detail: string, badge?: string): string {
  return `<tr><td class="vi-rule" style="padding:10px 0;border-top:1px solid #e4e4e7">
<a href="${escapeHtml(watchUrl(videoId))}" class="vi-title" style="color:#18181b;font-weight:600;text-decoration:none">${escapeHtml(clip(title))}</a>${
    badge
      ? ` <span style="display:inline-block;padding:1px 6px;border-radius:6px;background:${ACCENT};color:#ffffff;font-size:11px;font-weight:700">${escapeHtml(badge)}</span>`
      : ""
  }
<div style="font-size:13px;line-height:19px;color:#52525b">${escapeHtml(detail)}</div></td></tr>`;
}

function table(rows: string[]): string {
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse">${rows.join("")}</table>`;
}

function subjectOf(content: RecapContent, t: TFunction): string {
  const outliers = content.outliers.length;
  const newOutliers = content.saved.filter((video) => video.newOutlier).length;
  if (outliers > 0) return t("subjectOutliers", { count: outliers });
  if (newOutliers > 0) return t("subjectNewOutliers", { count: newOutliers });
  return t("subject");
}

/**
 * Fills the compiled layout and writes the text part, in the user's language (`content.language`; the
 * pseudo-locale for the untranslated-text test).
 */
export async function renderRecap(
  content: RecapContent,
  links: RecapLinks,
  language: UiLanguage = content.language ?? "en",
): Promise<RenderedRecap> {
  const layout = await recapLayout();
  const t = createI18n(language, await loadCatalog(language)).getFixedT(language, null, "recap");
  const count = countIn(language);
  const vph = (value: number) => t("vph", { vph: count(Math.round(value)) });
  const subject = subjectOf(content, t);
  const greeting = content.name ? t("greetingName", { name: content.name.split(/\s+/)[0] }) : t("greeting");
  const news = hasNews(content);
  const url = (path: string) => `${links.web}${path}`;

  const html: string[] = [];
  const text: string[] = [greeting, ""];
  html.push(
    `<h1 style="margin:0 0 8px;font-size:22px;line-height:28px;color:#18181b">${escapeHtml(greeting)}</h1>`,
  );
  const intro = news ? t("introNews") : t("introQuiet");
  html.push(`<p style="margin:0 0 4px">${escapeHtml(intro)}</p>`);
  text.push(intro, "");

  if (content.outliers.length > 0) {
    html.push(heading(t("outliersHeading")));
    text.push(t("outliersHeading").toLocaleUpperCase(language));
    html.push(
      table(
        content.outliers.map((video) => {
          const detail = `${video.channelTitle} · ${formatOutlier(video.outlierScore)} · ${t("views", { views: count(video.views) })} · ${vph(video.vph)}`;
          text.push(`- ${clip(video.title)} (${detail})`, `  ${watchUrl(video.videoId)}`);
          return videoRow(video.title, video.videoId, detail);
        }),
      ),
    );
    text.push("");
  } else if (content.nicheChannels > 0) {
    const line = t("nicheQuiet", { count: content.nicheChannels, channels: count(content.nicheChannels) });
    html.push(`<p style="margin:12px 0 0">${escapeHtml(line)}</p>`);
    text.push(line, "");
  }

  const followed = content.followedBreakouts ?? [];
  if (followed.length > 0) {
    html.push(heading("Breaking out on channels you follow"));
    text.push("BREAKING OUT ON CHANNELS YOU FOLLOW");
    html.push(
      table(
        followed.map((video) => {
          const detail = `${video.channelTitle} · ${formatOutlier(video.multiple)} its channel's usual views at that age · ${formatCount(video.views)} views`;
          text.push(`- ${clip(video.title)} (${detail})`, `  ${watchUrl(video.videoId)}`);
          return videoRow(video.title, video.videoId, detail);
        }),
      ),
    );
    text.push("");
  }

  if (content.saved.length > 0) {
    html.push(heading(t("savedHeading")));
    text.push(t("savedHeading").toLocaleUpperCase(language));
    html.push(
      table(
        content.saved.map((video) => {
          const views = count(video.views);
          const gained =
            video.viewsGained === null
              ? t("views", { views })
              : video.viewsGained === 0
                ? t("noNewViews", { views })
                : t("viewsGained", { gained: count(video.viewsGained), views });
          const now = t("vphNow", { vph: count(Math.round(video.vph)) });
          const detail = `${video.channelTitle} · ${gained} · ${now} · ${t("outlier", { score: formatOutlier(video.outlierScore) })}`;
          const badge = video.newOutlier ? t("newOutlier") : undefined;
          text.push(
            `- ${clip(video.title)}${badge ? ` [${badge}]` : ""} (${detail})`,
            `  ${watchUrl(video.videoId)}`,
          );
          return videoRow(video.title, video.videoId, detail, badge);
        }),
      ),
    );
    if (content.savedInStore > content.saved.length) {
      const more = t("more", { more: count(content.savedInStore - content.saved.length) });
      html.push(
        `<p style="margin:8px 0 0;font-size:13px"><a href="${escapeHtml(url("/savedVideos"))}" style="color:${ACCENT}">${escapeHtml(more)}</a></p>`,
      );
      text.push(more);
    }
    text.push("");
  }

  const planLine = t("planLine", {
    plan: PLAN_NAMES[content.plan],
    allowances: allowanceLines(content, t).join(", "),
  });
  html.push(heading(t("analysesHeading")));
  html.push(`<p style="margin:0">${escapeHtml(planLine)}</p>`);
  text.push(t("analysesHeading").toLocaleUpperCase(language), planLine, "");
  if (content.plan === "free") {
    html.push(
      `<p style="margin:4px 0 0;font-size:13px"><a href="${escapeHtml(url("/pricing"))}" style="color:${ACCENT}">${escapeHtml(t("seePlans"))}</a></p>`,
    );
  }

  const ctaUrl = url(content.saved.length > 0 ? "/savedVideos" : "/outliers");
  const ctaLabel = content.saved.length > 0 ? t("ctaSaved") : t("ctaOutliers");
  text.push(`${ctaLabel}: ${ctaUrl}`, `${t("outliersTable")}: ${url("/outliers")}`, "");

  const reason = t("footerReason", { email: content.email });
  const footer = `${escapeHtml(reason)}<br />
<a href="${escapeHtml(links.unsubscribePage)}" style="color:#52525b">${escapeHtml(t("unsubscribe"))}</a> · <a href="${escapeHtml(url("/account#notifications"))}" style="color:#52525b">${escapeHtml(t("notificationSettings"))}</a>`;
  text.push(
    "--",
    reason,
    `${t("unsubscribe")}: ${links.unsubscribePage}`,
    `${t("notificationSettings")}: ${url("/account#notifications")}`,
  );

  const slots: Record<string, string> = {
    TITLE: escapeHtml(subject),
    PREVIEW: escapeHtml(intro),
    HOME_URL: escapeHtml(url("/")),
    BODY: html.join("\n"),
    CTA_URL: escapeHtml(ctaUrl),
    CTA_LABEL: escapeHtml(ctaLabel),
    FOOTER: footer,
  };
  // One pass: a value that happens to contain {{X}} (a video title) is never substituted again.
  const filled = layout
    .replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => slots[name] ?? whole)
    .replace(/<html lang="en"/, `<html lang="${escapeHtml(language)}"`);
  return { subject, html: filled, text: text.join("\n") };
}
