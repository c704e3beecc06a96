// Save on the website: the same POST /savedVideos the extension uses, so a website-only user fills Saved
// Videos too. Saved videos show 'Saved' (a link to the list); a failure is said beside the button.
import { Link } from "react-router-dom";
import { useAuth } from "../../auth/auth-context.tsx";
import { BookmarkIcon, CheckIcon } from "../../components/icons.tsx";
import { useT } from "../../i18n/use-t.ts";
import { userMessage } from "../../lib/user-message.ts";
import { actionButtonClass } from "./copy-button.tsx";
import { useSaveVideo } from "./use-saved-videos.ts";

export function SaveButton({
  videoId,
  title,
  className = "",
}: {
  videoId: string;
  title: string;
  className?: string;
}) {
  const { t } = useT("research.save");
  const saved = useAuth().userData?.savedVideoIds[videoId] === true;
  const save = useSaveVideo();
  if (saved) {
    return (
      <Link
        to="/savedVideos"
        title={t("savedTitle")}
        className={`${actionButtonClass} border-emerald-500/30 text-emerald-300 hover:text-emerald-200 ${className}`}
      >
        <CheckIcon className="size-3.5" />
        {t("saved")}
      </Link>
    );
  }
  return (
    <span className={`inline-flex flex-wrap items-center gap-2 ${className}`}>
      <button
        type="button"
        disabled={save.isPending}
        onClick={() => save.mutate(videoId)}
        title={t("saveTitle", { title })}
        className={actionButtonClass}
      >
        <BookmarkIcon className="size-3.5" />
        {save.isPending ? t("saving") : t("save")}
      </button>
      {save.isError ? (
        <span role="alert" className="text-xs text-red-300">
          {t("notSaved", { message: userMessage(save.error) })}
        </span>
      ) : null}
    </span>
  );
}
