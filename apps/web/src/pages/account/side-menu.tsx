import type { ComponentType } from "react";
import { Link } from "react-router-dom";
import {
  CardIcon,
  KeyIcon,
  LifebuoyIcon,
  LinkChainIcon,
  LogOutIcon,
  UserIcon,
} from "../../components/icons.tsx";
import type { AccountSection } from "../../hooks/use-account-section.ts";
import { useT } from "../../i18n/use-t.ts";

/** The menu lists these five; Notifications is reached by its hash only. */
const MENU_ITEMS: ReadonlyArray<{
  section: AccountSection;
  label: "connected" | "profile" | "subscription" | "api" | "help";
  icon: ComponentType<{ className?: string }>;
}> = [
  { section: "connected", label: "connected", icon: LinkChainIcon },
  { section: "profile", label: "profile", icon: UserIcon },
  { section: "subscription", label: "subscription", icon: CardIcon },
  { section: "api", label: "api", icon: KeyIcon },
  { section: "help", label: "help", icon: LifebuoyIcon },
];

const itemBase =
  "flex min-h-11 items-center gap-2.5 rounded-lg border px-3 py-1.5 text-[13px] leading-tight font-medium transition-colors sm:text-sm md:min-h-10 md:border-0";

export function SideMenu({
  active,
  onSignOut,
  signingOut,
}: {
  active: AccountSection;
  onSignOut: () => void;
  signingOut: boolean;
}) {
  const { t } = useT("account.account");
  return (
    <nav aria-label={t("sections")}>
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-1 md:gap-1">
        {MENU_ITEMS.map(({ section, label, icon: Icon }) => {
          const current = section === active;
          return (
            <li key={section}>
              <Link
                to={`/account#${section}`}
                aria-current={current ? "page" : undefined}
                className={`${itemBase} ${
                  current
                    ? "border-red-500/40 bg-red-500/10 text-white md:bg-white/[0.07]"
                    : "border-white/10 text-zinc-400 hover:bg-white/5 hover:text-white"
                }`}
              >
                {/* Icons from 640px: on phones the two-column grid needs the room for the labels. */}
                <Icon className={`hidden size-4 shrink-0 sm:block ${current ? "text-red-400" : ""}`} />
                <span>{t(label)}</span>
              </Link>
            </li>
          );
        })}
        <li className="col-span-2 md:col-span-1 md:mt-3 md:border-t md:border-white/10 md:pt-3">
          <button
            type="button"
            onClick={onSignOut}
            disabled={signingOut}
            className={`${itemBase} w-full border-white/10 text-zinc-400 hover:bg-white/5 hover:text-white disabled:opacity-60`}
          >
            <LogOutIcon className="hidden size-4 shrink-0 sm:block" />
            {signingOut ? t("signingOut") : t("signOut")}
          </button>
        </li>
      </ul>
    </nav>
  );
}
