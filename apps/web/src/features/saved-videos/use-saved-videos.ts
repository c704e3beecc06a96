// Server state of Saved Videos: the rows for the user's saved ids (GET /getSavedVideoData) and removal
// (DELETE /deleteSavedVideo). The ids come from the user record, which is re-read when the page opens
// so videos saved from the extension since sign-in show up.
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { ApiError } from "@vi/api-client";
import { ClientErrorCode, contracts, type OutlierVideo, SAVED_VIDEOS_MAX_IDS } from "@vi/types";
import { useCallback, useEffect, useMemo, useState } from "react";
import { api } from "../../auth/api.ts";
import { useAuth } from "../../auth/auth-context.tsx";
import { useT } from "../../i18n/use-t.ts";
import { isExpectedAnswer, userMessage } from "../../lib/user-message.ts";

const savedVideosKey = (uid: string | undefined, ids: readonly string[]) =>
  ["savedVideos", uid, ids] as const;

/** The rows for `ids`, in request batches the API accepts. */
async function loadSavedVideos(ids: readonly string[]): Promise<OutlierVideo[]> {
  if (ids.length === 0) return [];
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += SAVED_VIDEOS_MAX_IDS)
    batches.push(ids.slice(i, i + SAVED_VIDEOS_MAX_IDS));
  const answers = await Promise.all(
    batches.map((batch) => api.call(contracts.getSavedVideoData, { query: { savedVideoIds: batch } })),
  );
  return answers.flatMap((answer) => answer.videoData);
}

export function useSavedVideos() {
  const { account, userData, refreshUserData } = useAuth();
  const uid = account?.uid;
  // Sorted so the same set always has the same cache key.
  const ids = useMemo(() => Object.keys(userData?.savedVideoIds ?? {}).sort(), [userData?.savedVideoIds]);

  // Re-read the user record once per visit (the extension saves videos without telling this tab).
  useEffect(() => {
    if (uid)
      void refreshUserData().catch((error: unknown) =>
        console.error("Could not refresh saved videos", error),
      );
  }, [uid]);

  const query = useQuery({
    queryKey: savedVideosKey(uid, ids),
    queryFn: async () => {
      try {
        return await loadSavedVideos(ids);
      } catch (error) {
        // Load errors are logged (the page also offers a retry).
        console.error("Could not load saved videos", error);
        throw error;
      }
    },
    enabled: uid !== undefined && userData !== null,
    // A removal seeds the cache for the smaller id set; that seed must not be refetched at once.
    staleTime: 5 * 60_000,
    // While the ids change (one removed, new ones arrived) keep the rows on screen.
    placeholderData: keepPreviousData,
  });
  return { ...query, ids };
}

/** Why a removal failed, in words for the page. */
function removalError(error: unknown, notConfirmed: string): string {
  // A 2xx reply whose message is not 'Removed video' fails the client's schema check.
  if (error instanceof ApiError && error.code === ClientErrorCode.INVALID_RESPONSE) return notConfirmed;
  return userMessage(error);
}

/**
 * Save (POST /savedVideos, idempotent): the user record takes the saved set the API answers, so every
 * page (Saved Videos, the outliers' Save buttons) sees the new video at once.
 */
export function useSaveVideo() {
  const { account, setUserData } = useAuth();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (videoId: string) => api.call(contracts.saveVideo, { body: { videoId } }),
    onSuccess: (answer) => {
      setUserData((current) => ({ ...current, savedVideoIds: answer.savedVideoIds }));
      // A cached list for this id set may predate the save (an Undo after a removal): read it again.
      void client.invalidateQueries({ queryKey: ["savedVideos", account?.uid] });
    },
    onError: (error, videoId) => {
      if (!isExpectedAnswer(error)) console.error(`Could not save video ${videoId}`, error);
    },
  });
}

/** Drops `videoId` from the cached rows of every id set of this user. */
function dropFromCache(
  client: QueryClient,
  uid: string | undefined,
  videoId: string,
  ids: readonly string[],
) {
  const remaining = ids.filter((id) => id !== videoId);
  const rows = client.getQueryData<OutlierVideo[]>(savedVideosKey(uid, ids)) ?? [];
  // Seed the next key so the list does not reload after the user record loses the id.
  client.setQueryData(
    savedVideosKey(uid, remaining),
    rows.filter((row) => row.videoId !== videoId),
  );
  client.setQueryData(savedVideosKey(uid, ids), (current: OutlierVideo[] | undefined) =>
    current?.filter((row) => row.videoId !== videoId),
  );
}

export interface RemoveFailure {
  videoId: string;
  message: string;
}

/**
 * Remove: the row goes only when the reply's message is 'Removed video' (the contract's answer is that
 * literal); anything else leaves it in place and reports the failure.
 */
export function useRemoveSavedVideo(ids: readonly string[]) {
  const { account, setUserData } = useAuth();
  const { t } = useT("research.savedVideos");
  const client = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<RemoveFailure | null>(null);

  const remove = useCallback(
    async (videoId: string): Promise<boolean> => {
      setPending((current) => new Set(current).add(videoId));
      setFailure(null);
      try {
        // The contract's answer is the literal 'Removed video'; any other reply throws INVALID_RESPONSE.
        await api.call(contracts.deleteSavedVideo, { query: { videoId } });
        dropFromCache(client, account?.uid, videoId, ids);
        setUserData((current) => {
          const { [videoId]: _removed, ...savedVideoIds } = current.savedVideoIds;
          return { ...current, savedVideoIds };
        });
        return true;
      } catch (error) {
        console.error(`Could not remove saved video ${videoId}`, error);
        setFailure({ videoId, message: removalError(error, t("notConfirmed")) });
        return false;
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(videoId);
          return next;
        });
      }
    },
    [client, account?.uid, ids, setUserData, t],
  );

  return { remove, pending, failure, dismissFailure: () => setFailure(null) };
}
