// Ideas from a video's comments (docs/analyses.md#comment-ideas).
import type { CommentIdeasResult } from "@vi/types";
import type { SourceComment } from "./comments.ts";

export function extractIdeas(videoId: string, comments: readonly SourceComment[]): CommentIdeasResult {
  return {
    videoId,
    commentsRead: comments.length,
    commentsAnalysed: 0,
    languages: [],
    sentiment: { positive: 0, neutral: 0, negative: 0 },
    ideas: [],
  };
}
