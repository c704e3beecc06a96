import { useT } from "../i18n/use-t.ts";
import { liveChat } from "../lib/live-chat.ts";
import { ChatIcon, MailIcon } from "./icons.tsx";
import { buttonClass } from "./ui.tsx";

/**
 * Contact Support: opens the live chat (loading it first if needed). Without a configured chat it is
 * a plain mail link, so no third-party request is ever made.
 */
export function ContactSupport({
  className = buttonClass("primary"),
  chat = liveChat,
}: {
  className?: string;
  chat?: Pick<typeof liveChat, "configured" | "mailto" | "open">;
}) {
  const { t } = useT("account.common");
  if (!chat.configured) {
    return (
      <a href={chat.mailto} className={className}>
        <MailIcon className="size-4" />
        {t("contactSupport")}
      </a>
    );
  }
  return (
    <button type="button" className={className} onClick={() => chat.open()}>
      <ChatIcon className="size-4" />
      {t("contactSupport")}
    </button>
  );
}
