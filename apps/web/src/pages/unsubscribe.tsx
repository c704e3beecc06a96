// /unsubscribe?token=...: the daily recap email's link. One button turns the recap off without signing
// in (POST /unsubscribe with the signed token); opening the page alone changes nothing, so link scanners
// that fetch every link in an email do not unsubscribe anyone (mail clients use the one-click header).

import { useMutation } from "@tanstack/react-query";
import { ApiError } from "@vi/api-client";
import { contracts } from "@vi/types";
import { Link, useSearchParams } from "react-router-dom";
import { api } from "../auth/api.ts";
import { BellIcon } from "../components/icons.tsx";
import { buttonClass, MessagePanel } from "../components/ui.tsx";

export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribe = useMutation({
    mutationFn: () => api.call(contracts.unsubscribe, { query: { token } }),
  });

  if (!token) {
    return (
      <MessagePanel icon={<BellIcon className="size-6" />} title="Unsubscribe link incomplete">
        <p className="mt-2 text-zinc-400">
          Open the link from the recap email again, or sign in and turn the Daily Recap Email off under
          Account &gt; Notifications.
        </p>
        <div className="mt-6 flex justify-center">
          <Link to="/account#notifications" className={buttonClass("secondary")}>
            Notification settings
          </Link>
        </div>
      </MessagePanel>
    );
  }

  if (unsubscribe.isSuccess) {
    return (
      <MessagePanel icon={<BellIcon className="size-6" />} title="You're unsubscribed">
        <p className="mt-2 text-zinc-400">
          This address will no longer get the Daily Recap Email. You can turn it back on anytime under Account
          &gt; Notifications.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/account#notifications" className={buttonClass("secondary")}>
            Notification settings
          </Link>
          <Link to="/" className={buttonClass("ghost")}>
            Go to Home
          </Link>
        </div>
      </MessagePanel>
    );
  }

  const error = unsubscribe.error;
  return (
    <MessagePanel icon={<BellIcon className="size-6" />} title="Unsubscribe from the daily recap">
      <p className="mt-2 text-zinc-400">
        Stop the short morning summary of your niche's outliers and your saved videos. No sign-in needed.
      </p>
      {error ? (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-500/30 bg-red-500/5 p-3 text-sm text-red-200"
        >
          {error instanceof ApiError ? error.message : "We couldn't reach VidInsight. Please try again."}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClass("primary")}
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate()}
        >
          {unsubscribe.isPending ? "Unsubscribing..." : "Unsubscribe"}
        </button>
        <Link to="/" className={buttonClass("ghost")}>
          Keep getting it
        </Link>
      </div>
    </MessagePanel>
  );
}
