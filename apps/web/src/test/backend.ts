// The in-memory API the web tests run against (through msw, see ./server.ts): GET /outliers,
// GET /getSavedVideoData, DELETE /deleteSavedVideo, the user record (GET/POST/PUT/DELETE /user), /data's
// recap and roles calls and POST /unsubscribe, YouTube linking (the connected list comes from the record's youtubeAccounts), answering in the documented shapes, error bodies included. ./setup.ts resets it before every test.
import { parseDuration } from "@vi/format";
import {
  type AdminUser,
  type Analysis,
  GetSavedVideoDataQuerySchema,
  OutliersQuerySchema,
  type OutlierVideo,
  type RoleChange,
  SetRoleRequestSchema,
  type UserInfo,
} from "@vi/types";
import { sampleCommentsAnalysis, sampleUsage, sampleUserInfo } from "@vi/types/fixtures";
import { HttpResponse, http } from "msw";
import { env } from "../env.ts";

/** The absolute address of an API path, as the web app's client calls it. */
export const apiUrl = (path: `/${string}`) => new URL(path, env.VITE_API_BASE_URL).toString();

interface State {
  videos: OutlierVideo[];
  savedIds: Set<string>;
  user: UserInfo | null;
  /** Users an admin can find on /data (by email), and the audit of role changes. */
  adminUsers: AdminUser[];
  roleChanges: RoleChange[];
  /** Accounts whose recap a valid unsubscribe token (`valid:<email>`) turned off. */
  unsubscribed: string[];
  /** The user's analyses, newest first, and today's comment analyses used (Free: 2 a day). */
  analyses: Analysis[];
  commentsUsed: number;
}

const state: State = {
  videos: [],
  savedIds: new Set(),
  user: null,
  adminUsers: [],
  roleChanges: [],
  unsubscribed: [],
  analyses: [],
  commentsUsed: 0,
};

const errorReply = (status: number, code: string, message: string) =>
  HttpResponse.json({ error: { code, message } }, { status });

function outliers(params: URLSearchParams) {
  const parsed = OutliersQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join(".") ?? "query";
    return errorReply(400, "BAD_REQUEST", `Invalid ${field}`);
  }
  const q = parsed.data;
  const within = (value: number | null, min?: number, max?: number) =>
    (min === undefined || (value ?? 0) >= min) && (max === undefined || (value ?? 0) <= max);
  const words = (q.q ?? "").toLowerCase().split(/\s+/).filter(Boolean);
  let rows = state.videos.filter(
    (v) =>
      within(v.channelSubscriberCount, q.minSubscribers, q.maxSubscribers) &&
      within(v.videoOutlier, q.minOutlier, q.maxOutlier) &&
      within(v.videoViewCount, q.minViews, q.maxViews) &&
      (q.minOutlierAtAge === undefined || (v.videoOutlierAtAge ?? -1) >= q.minOutlierAtAge) &&
      words.every((word) => v.videoTitle.toLowerCase().includes(word)) &&
      (q.format === "all" ||
        ((parseDuration(v.videoDuration) ?? 0) <= 180 ? "short" : "long") === q.format) &&
      (q.publishedAfter === undefined || Date.parse(v.videoPublishedAt) >= Date.parse(q.publishedAfter)),
  );
  const sign = q.order === "desc" ? -1 : 1;
  rows = [...rows].sort((a, b) => {
    const x = a[q.sort] ?? null;
    const y = b[q.sort] ?? null;
    if (x === null || y === null) return x === null ? (y === null ? 0 : 1) : -1;
    return sign * (x < y ? -1 : x > y ? 1 : 0);
  });
  // Keyset paging, simplified: the cursor names the next row's position ("p" + index).
  const start = q.cursor ? Number(q.cursor.slice(1)) : q.offset;
  const end = start + q.limit;
  const nextCursor = end < rows.length ? `p${end}` : null;
  return HttpResponse.json({ videoData: rows.slice(start, end), total: rows.length, nextCursor });
}

const noUser = () => errorReply(404, "NOT_FOUND", "No user record");

const usage = () => ({
  ...sampleUsage,
  usage: { ...sampleUsage.usage, comments: { ...sampleUsage.usage.comments, used: state.commentsUsed } },
});

export const backendHandlers = [
  // Analyses with the Free plan's 2 comment analyses a day.
  http.get(apiUrl("/usage"), () => HttpResponse.json(usage())),
  http.get(apiUrl("/analyses"), ({ request }) => {
    const kind = new URL(request.url).searchParams.get("kind");
    const analyses = state.analyses
      .filter((entry) => !kind || entry.kind === kind)
      .map(({ result: _result, ...summary }) => summary);
    return HttpResponse.json({ analyses, nextCursor: null });
  }),
  http.get(apiUrl("/analysis"), ({ request }) => {
    const id = new URL(request.url).searchParams.get("id");
    const analysis = state.analyses.find((entry) => entry.id === id);
    return analysis ? HttpResponse.json({ analysis }) : errorReply(404, "NOT_FOUND", "No such analysis.");
  }),
  http.post(apiUrl("/analyses/comments"), async ({ request }) => {
    const { videoId } = (await request.json()) as { videoId: string };
    const today = usage().usage.comments;
    if (state.commentsUsed >= (today.limit ?? 0)) {
      return HttpResponse.json(
        {
          error: {
            code: "QUOTA_EXCEEDED",
            message: "You have used your 2 comment analyses for today on the Free plan.",
            retryAfterSeconds: 3600,
            details: {
              kind: "comments",
              plan: "free",
              used: state.commentsUsed,
              limit: today.limit,
              resetsAt: today.resetsAt,
              upgradeUrl: sampleUsage.upgradeUrl,
              timezone: sampleUsage.timezone,
              nextTimezone: null,
            },
          },
        },
        { status: 429, headers: { "retry-after": "3600" } },
      );
    }
    state.commentsUsed += 1;
    const analysis = {
      ...sampleCommentsAnalysis,
      id: `0b7f6c1e-8a53-4c1e-9f0a-${String(state.analyses.length + 1).padStart(12, "0")}`,
      target: videoId,
      result: { ...sampleCommentsAnalysis.result, videoId },
    };
    state.analyses.unshift(analysis);
    return HttpResponse.json({ analysis, reused: false, usage: usage().usage.comments });
  }),
  http.get(apiUrl("/outliers"), ({ request }) => outliers(new URL(request.url).searchParams)),
  http.get(apiUrl("/getSavedVideoData"), ({ request }) => {
    const params = new URL(request.url).searchParams;
    const parsed = GetSavedVideoDataQuerySchema.safeParse(Object.fromEntries(params));
    if (!parsed.success) return errorReply(400, "BAD_REQUEST", "Invalid savedVideoIds");
    const ids = new Set(parsed.data.savedVideoIds.filter((id) => state.savedIds.has(id)));
    return HttpResponse.json({ videoData: state.videos.filter((v) => ids.has(v.videoId)) });
  }),
  http.post(apiUrl("/savedVideos"), async ({ request }) => {
    const { videoId } = (await request.json()) as { videoId: string };
    if (!/^[A-Za-z0-9_-]{11}$/.test(videoId)) return errorReply(400, "BAD_REQUEST", "videoId: invalid");
    state.savedIds.add(videoId);
    const savedVideoIds = Object.fromEntries([...state.savedIds].map((id) => [id, true as const]));
    return HttpResponse.json({ message: "Saved video", savedVideoIds });
  }),
  http.delete(apiUrl("/deleteSavedVideo"), ({ request }) => {
    const videoId = new URL(request.url).searchParams.get("videoId") ?? "";
    if (!state.savedIds.delete(videoId)) {
      return errorReply(404, "NOT_FOUND", "Video is not in your saved videos");
    }
    return HttpResponse.json({ message: "Removed video" });
  }),
  http.get(apiUrl("/billingPlans"), () =>
    HttpResponse.json({
      enabled: true,
      standard: { priceId: "price_standard", productId: "prod_standard" },
      professional: { priceId: "price_professional", productId: "prod_professional" },
      trialDays: 0,
      discounts: { standard: null, professional: null },
    }),
  ),
  http.get(apiUrl("/user"), () => (state.user ? HttpResponse.json({ userInfo: state.user }) : noUser())),
  http.post(apiUrl("/user"), async ({ request }) => {
    // As the API: an existing record is answered as it is (200), a missing one is created (201).
    if (state.user) return HttpResponse.json({ userInfo: state.user });
    const { email, timezone } = (await request.json()) as { email: string; timezone: string };
    state.user = { ...sampleUserInfo, email, timezone, name: null };
    return HttpResponse.json({ userInfo: state.user }, { status: 201 });
  }),
  http.put(apiUrl("/user"), async ({ request }) => {
    if (!state.user) return noUser();
    state.user = { ...state.user, ...((await request.json()) as Partial<UserInfo>) };
    return HttpResponse.json({ success: true });
  }),
  http.delete(apiUrl("/user"), () => {
    if (!state.user) return noUser();
    state.user = null;
    return HttpResponse.json({ success: true });
  }),
  // /data's recap and roles sections, and the recap's unsubscribe link.
  http.get(apiUrl("/admin/recap"), () =>
    HttpResponse.json({
      generatedAt: "2026-03-04T12:00:00.000Z",
      enabled: true,
      lastRun: {
        since: "2026-03-03T12:00:00.000Z",
        sent: 120,
        failed: 2,
        skipped: 7,
        sending: 0,
        lastActivityAt: "2026-03-04T08:00:05.000Z",
      },
    }),
  ),
  http.post(apiUrl("/admin/recap/test"), () =>
    HttpResponse.json({ success: true, to: state.user?.email ?? "", subject: "[Test] Your morning recap" }),
  ),
  http.get(apiUrl("/admin/users"), ({ request }) => {
    const email = new URL(request.url).searchParams.get("email")?.trim().toLowerCase();
    return HttpResponse.json({ user: state.adminUsers.find((user) => user.email === email) ?? null });
  }),
  http.put(apiUrl("/admin/users/role"), async ({ request }) => {
    const parsed = SetRoleRequestSchema.safeParse(await request.json());
    if (!parsed.success) return errorReply(400, "BAD_REQUEST", "Invalid role change");
    const { email, role, granted } = parsed.data;
    const index = state.adminUsers.findIndex((user) => user.email === email);
    const user = state.adminUsers[index];
    if (!user) return errorReply(404, "NOT_FOUND", `No user with the email ${email}`);
    const field = role === "admin" ? "isAdmin" : "isBetaTester";
    const changed = user[field] !== granted;
    const next = { ...user, [field]: granted };
    state.adminUsers[index] = next;
    if (changed) {
      state.roleChanges.unshift({
        id: state.roleChanges.length + 1,
        actor: state.user?.email ?? "admin@example.com",
        targetEmail: email,
        role,
        granted,
        createdAt: "2026-03-04T12:00:00.000Z",
      });
    }
    return HttpResponse.json({ user: next, changed });
  }),
  http.get(apiUrl("/admin/roleChanges"), () => HttpResponse.json({ changes: state.roleChanges })),
  http.post(apiUrl("/unsubscribe"), ({ request }) => {
    const token = new URL(request.url).searchParams.get("token") ?? "";
    if (!token.startsWith("valid:"))
      return errorReply(400, "BAD_REQUEST", "This unsubscribe link is not valid");
    const email = token.slice("valid:".length);
    state.unsubscribed.push(email);
    return HttpResponse.json({ success: true });
  }),
  http.get(apiUrl("/connectedYoutubeAccounts"), () =>
    HttpResponse.json({
      youtubeAccounts: (state.user?.youtubeAccounts ?? []).map((account) => ({
        channelId: account.channelId,
        channelTitle: account.title.trim() === "" ? null : account.title,
        thumbnailUrl: null,
        needsReconnect: false,
      })),
    }),
  ),
  http.get(apiUrl("/youtubeInitiateAuth"), () =>
    HttpResponse.json({ authUrl: `${GOOGLE_AUTH_URL}?client_id=test&state=${"s".repeat(43)}` }),
  ),
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
  http.delete(apiUrl("/youtubeDisconnect"), ({ request }) => {
    const channelId = new URL(request.url).searchParams.get("channelId") ?? "";
    const user = state.user;
    if (!user?.youtubeAccounts.some((account) => account.channelId === channelId)) {
      return errorReply(404, "NOT_FOUND", "This YouTube channel is not linked to your account.");
    }
    const youtubeAccounts = user.youtubeAccounts.filter((account) => account.channelId !== channelId);
    state.user = { ...user, youtubeAccounts, currentAccount: youtubeAccounts.at(-1) ?? null };
    return HttpResponse.json({ success: true });
  }),
];

/** Where the fake GET /youtubeInitiateAuth sends the pop-up. */
const GOOGLE_AUTH_URL = "https://accounts.google.com/o/oauth2/v2/auth";

export const backend = {
  /** Empties the store; the user record starts as the sample user's. */
  reset({
    videos = [],
    savedIds = [],
    user = sampleUserInfo,
    adminUsers = [],
    analyses = [],
    commentsUsed = 0,
  }: {
    videos?: OutlierVideo[];
    savedIds?: Iterable<string>;
    user?: UserInfo | null;
    adminUsers?: AdminUser[];
    analyses?: Analysis[];
    commentsUsed?: number;
  } = {}) {
    state.videos = videos;
    state.savedIds = new Set(savedIds);
    state.user = user;
    state.adminUsers = adminUsers;
    state.roleChanges = [];
    state.unsubscribed = [];
    state.analyses = [...analyses];
    state.commentsUsed = commentsUsed;
  },
  get roleChanges(): readonly RoleChange[] {
    return state.roleChanges;
  },
  get unsubscribed(): readonly string[] {
    return state.unsubscribed;
  },
  get savedIds(): ReadonlySet<string> {
    return state.savedIds;
  },
  get user(): UserInfo | null {
    return state.user;
  },
};

/** A video id of 11 characters from a number. */
const videoId = (n: number) => `vid${String(n).padStart(8, "0")}`;

/** A deterministic catalogue of `count` videos with spread-out figures. */
export function makeVideos(count: number): OutlierVideo[] {
  return Array.from({ length: count }, (_, i) => ({
    videoId: videoId(i),
    videoTitle: `Video number ${i}${i % 3 === 0 ? " minecraft" : ""}`,
    videoViewCount: 1000 * (i + 1) * (i % 4 === 0 ? 10 : 1),
    videoLikeCount: 50 * (i + 1),
    videoCommentCount: 5 * (i + 1),
    videoPublishedAt: new Date(Date.UTC(2024, 0, 1 + i)).toISOString(),
    videoOutlier: i % 7 === 6 ? null : Math.round(((i % 12) + 0.5) * 100) / 100,
    videoVph: 10 * (i + 1),
    videoDuration: i % 5 === 0 ? "PT45S" : `PT${(i % 50) + 4}M${i % 60}S`,
    channelTitle: `Channel ${String.fromCharCode(65 + (i % 26))}`,
    channelSubscriberCount: 10_000 * ((i % 9) + 1),
    channelVideoCount: 20 + i,
    // Only the 30 newest have an outlier at the same age (their first 30 days).
    videoOutlierAtAge: i >= count - 30 ? (i % 5) * 0.75 : null,
    videoOutlierAtAgeSample: i >= count - 30 ? 6 : 0,
  }));
}
