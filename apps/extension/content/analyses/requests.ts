import { ErrorCode } from "@vi/types/core";
import type { CommentIdeasReport, ResultsReport, UsageToday } from "../../shared/analysis-protocol.ts";
import { sendToBackground } from "../../shared/background-client.ts";
import type { BackgroundFailure, PanelHistory, TranscriptClaim } from "../../shared/background-protocol.ts";
import type { AnalysisFailure } from "./quota.tsx";

type Answer<T> = ({ ok: true; usage: UsageToday | null } & T) | { ok: false; failure: AnalysisFailure };

/** The analyses as the content scripts ask the background for them (which holds the token and calls the API). */
export interface AnalysisRequests {
  /** Today's usage; null when it cannot be had (signed out, offline). */
  usage(): Promise<UsageToday | null>;
  comments(videoId: string): Promise<Answer<{ report: CommentIdeasReport }>>;
  /** The background opens the result page on the website; answers its URL. */
  channel(channel: string): Promise<Answer<{ url: string }>>;
  results(query: string, videoIds: string[]): Promise<Answer<{ report: ResultsReport }>>;
  /** Claims a transcript download before the file is built. */
  transcript(claim: TranscriptClaim): Promise<Answer<{ reused: boolean }>>;
  /** The video's first 30 days and its channel's usual start (the watch panel's history line). */
  history(videoId: string): Promise<{ ok: true; history: PanelHistory } | { ok: false; message: string }>;
}

const failed = (answer: BackgroundFailure) => ({
  ok: false as const,
  failure: {
    message: answer.error,
    code: answer.code,
    quota: answer.code === ErrorCode.QUOTA_EXCEEDED,
    ...(answer.quota ? { details: answer.quota } : {}),
  },
});

export function backgroundAnalyses(send: typeof sendToBackground = sendToBackground): AnalysisRequests {
  return {
    async usage() {
      const answer = await send({ type: "VI_GET_USAGE" });
      return answer.ok ? answer.usage : null;
    },
    async comments(videoId) {
      const answer = await send({ type: "VI_ANALYZE_COMMENTS", videoId });
      return answer.ok ? { ok: true, report: answer.report, usage: answer.usage } : failed(answer);
    },
    async channel(channel) {
      const answer = await send({ type: "VI_ANALYZE_CHANNEL", channel });
      return answer.ok ? { ok: true, url: answer.url, usage: answer.usage } : failed(answer);
    },
    async results(query, videoIds) {
      const answer = await send({ type: "VI_ANALYZE_RESULTS", query, videoIds });
      return answer.ok ? { ok: true, report: answer.report, usage: answer.usage } : failed(answer);
    },
    async transcript(claim) {
      const answer = await send({ type: "VI_CLAIM_TRANSCRIPT", claim });
      return answer.ok ? { ok: true, reused: answer.reused, usage: answer.usage } : failed(answer);
    },
    async history(videoId) {
      const answer = await send({ type: "VI_GET_HISTORY", videoId });
      return answer.ok ? { ok: true, history: answer.history } : { ok: false, message: answer.error };
    },
  };
}
