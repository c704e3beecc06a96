// The recap email: HTML from an MJML layout (responsive, table-based, tested by MJML against the mail
// clients' quirks) compiled ONCE per process with {{SLOTS}}, then filled per user with escaped values;
// plus a plain-text part. Compiling MJML per email would cost ~10 ms each (docs/decisions/recap-email.md).
import { formatCount, formatOutlier } from "@vi/format";
import { PLAN_NAMES } from "@vi/types";
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
function recapLayout(): Promise<string> {
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
function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Titles are cut so one long title cannot make the email large or the table wide. */
function clip(value: string, max = 90): string {
  return value.length > max ? `${value.slice(0, max - 1)}…` : value;
}

const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
const vph = (value: number) => `${formatCount(Math.round(value))} VPH`;

function allowanceLines(content: RecapContent): string[] {
  const a = content.allowance;
  const n = (value: number | null, what: string) =>
    value === null ? `unlimited ${what}` : `${value} ${what}`;
  return [
    n(a.commentAnalyses, "comment analyses"),
    n(a.channelAnalyses, "channel analyses"),
    n(a.resultAnalyses, "result analyses"),
    n(a.transcriptDownloads, "transcript downloads"),
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

function subjectOf(content: RecapContent): string {
  const outliers = content.outliers.length;
  const newOutliers = content.saved.filter((video) => video.newOutlier).length;
  if (outliers > 0)
    return `Your morning recap: ${outliers} outlier${outliers === 1 ? "" : "s"} in your niche`;
  if (newOutliers > 0)
    return newOutliers === 1
      ? "Your morning recap: 1 saved video is now an outlier"
      : `Your morning recap: ${newOutliers} saved videos are now outliers`;
  return "Your morning recap";
}

/** Fills the compiled layout and writes the text part. */
export async function renderRecap(content: RecapContent, links: RecapLinks): Promise<RenderedRecap> {
  const layout = await recapLayout();
  const subject = subjectOf(content);
  const greeting = content.name ? `Good morning, ${content.name.split(/\s+/)[0]}!` : "Good morning!";
  const news = hasNews(content);
  const url = (path: string) => `${links.web}${path}`;

  const html: string[] = [];
  const text: string[] = [greeting, ""];
  html.push(
    `<h1 style="margin:0 0 8px;font-size:22px;line-height:28px;color:#18181b">${escapeHtml(greeting)}</h1>`,
  );
  const intro = news
    ? "Here is what moved since your last recap."
    : "A quiet night: no new outliers in your niche and no movement on your saved videos. A good moment to find your next idea in the outliers table.";
  html.push(`<p style="margin:0 0 4px">${escapeHtml(intro)}</p>`);
  text.push(intro, "");

  if (content.outliers.length > 0) {
    html.push(heading("Yesterday's top outliers in your niche"));
    text.push("YESTERDAY'S TOP OUTLIERS IN YOUR NICHE");
    html.push(
      table(
        content.outliers.map((video) => {
          const detail = `${video.channelTitle} · ${formatOutlier(video.outlierScore)} · ${formatCount(video.views)} views · ${vph(video.vph)}`;
          text.push(`- ${clip(video.title)} (${detail})`, `  ${watchUrl(video.videoId)}`);
          return videoRow(video.title, video.videoId, detail);
        }),
      ),
    );
    text.push("");
  } else if (content.nicheChannels > 0) {
    const line = `No video from the ${formatCount(content.nicheChannels)} channel${content.nicheChannels === 1 ? "" : "s"} of your niche became an outlier yesterday.`;
    html.push(`<p style="margin:12px 0 0">${escapeHtml(line)}</p>`);
    text.push(line, "");
  }

  if (content.saved.length > 0) {
    html.push(heading("Your saved videos"));
    text.push("YOUR SAVED VIDEOS");
    html.push(
      table(
        content.saved.map((video) => {
          const gained =
            video.viewsGained === null
              ? `${formatCount(video.views)} views`
              : video.viewsGained === 0
                ? `no new views (${formatCount(video.views)} total)`
                : `+${formatCount(video.viewsGained)} views (${formatCount(video.views)} total)`;
          const detail = `${video.channelTitle} · ${gained} · ${vph(video.vph)} now · outlier ${formatOutlier(video.outlierScore)}`;
          text.push(
            `- ${clip(video.title)}${video.newOutlier ? " [NEW OUTLIER]" : ""} (${detail})`,
            `  ${watchUrl(video.videoId)}`,
          );
          return videoRow(video.title, video.videoId, detail, video.newOutlier ? "NEW OUTLIER" : undefined);
        }),
      ),
    );
    if (content.savedInStore > content.saved.length) {
      const more = `And ${formatCount(content.savedInStore - content.saved.length)} more in your saved videos.`;
      html.push(
        `<p style="margin:8px 0 0;font-size:13px"><a href="${escapeHtml(url("/savedVideos"))}" style="color:${ACCENT}">${escapeHtml(more)}</a></p>`,
      );
      text.push(more);
    }
    text.push("");
  }

  const planLine = `Your ${PLAN_NAMES[content.plan]} plan includes today: ${allowanceLines(content).join(", ")}.`;
  html.push(heading("Your analyses today"));
  html.push(`<p style="margin:0">${escapeHtml(planLine)}</p>`);
  text.push("YOUR ANALYSES TODAY", planLine, "");
  if (content.plan === "free") {
    html.push(
      `<p style="margin:4px 0 0;font-size:13px"><a href="${escapeHtml(url("/pricing"))}" style="color:${ACCENT}">See plans with more analyses</a></p>`,
    );
  }

  const ctaUrl = url(content.saved.length > 0 ? "/savedVideos" : "/outliers");
  const ctaLabel = content.saved.length > 0 ? "Open your saved videos" : "Explore the outliers table";
  text.push(`${ctaLabel}: ${ctaUrl}`, `Outliers table: ${url("/outliers")}`, "");

  const footer = `You get this email because the Daily Recap Email is on in your VidInsight account (${content.email}).<br />
<a href="${escapeHtml(links.unsubscribePage)}" style="color:#52525b">Unsubscribe</a> · <a href="${escapeHtml(url("/account#notifications"))}" style="color:#52525b">Notification settings</a>`;
  text.push(
    "--",
    `You get this email because the Daily Recap Email is on in your VidInsight account (${content.email}).`,
    `Unsubscribe: ${links.unsubscribePage}`,
    `Notification settings: ${url("/account#notifications")}`,
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
  const filled = layout.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => slots[name] ?? whole);
  return { subject, html: filled, text: text.join("\n") };
}
