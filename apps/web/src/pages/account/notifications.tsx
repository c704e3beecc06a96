// Notifications: the daily recap toggle, applied at once, saved, reverted on failure.
import type { UserInfo } from "@vi/types";
import { useId, useState } from "react";
import { useAuth } from "../../auth/auth-context.tsx";
import { saveUserFields } from "../../hooks/use-update-user.ts";
import { useT } from "../../i18n/use-t.ts";
import { RECAP_TIME } from "../../lib/recap-time.ts";
import { Panel, SectionHeader, StatusNote } from "./section.tsx";

export function NotificationsSection({ userData }: { userData: UserInfo }) {
  const { setUserData } = useAuth();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const labelId = useId();
  const { t } = useT("account.notifications");
  const descriptionId = useId();
  const enabled = userData.subscribedToDailyRecapEmail;

  async function toggle() {
    const next = !enabled;
    setError(null);
    setSaving(true);
    setUserData((current) => ({ ...current, subscribedToDailyRecapEmail: next }));
    const saved = await saveUserFields({ subscribedToDailyRecapEmail: next });
    setSaving(false);
    if (!saved) {
      setUserData((current) => ({ ...current, subscribedToDailyRecapEmail: !next }));
      setError(t("saveFailed"));
    }
  }

  return (
    <div>
      <SectionHeader title={t("title")} description={t("description")} />
      <Panel>
        <div className="flex items-center justify-between gap-4">
          <h3 id={labelId} className="font-semibold text-white">
            {t("recap")}
          </h3>
          <div className="flex shrink-0 items-center gap-3">
            <span
              className={`text-sm font-medium ${enabled ? "text-emerald-300" : "text-zinc-400"}`}
              aria-hidden="true"
            >
              {enabled ? t("enabled") : t("disabled")}
            </span>
            <button
              type="button"
              role="switch"
              aria-checked={enabled}
              aria-labelledby={labelId}
              aria-describedby={descriptionId}
              disabled={saving}
              onClick={toggle}
              className={`relative inline-flex h-7 w-12 items-center rounded-full border transition-colors disabled:cursor-wait ${
                enabled ? "border-red-500 bg-red-600" : "border-white/15 bg-zinc-700"
              }`}
            >
              <span
                className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${
                  enabled ? "translate-x-6" : "translate-x-1"
                }`}
              />
            </button>
          </div>
        </div>
        <p id={descriptionId} className="mt-1 max-w-prose pr-16 text-sm text-zinc-400 sm:pr-28">
          {userData.timezone
            ? t("recapBodyZone", { time: RECAP_TIME, zone: userData.timezone })
            : t("recapBody", { time: RECAP_TIME })}
        </p>
        {error ? <StatusNote tone="error">{error}</StatusNote> : null}
      </Panel>
    </div>
  );
}
