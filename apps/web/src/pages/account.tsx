// /account: sections chosen by the URL hash, side menu, Sign Out.
import { type ReactNode, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useAuth } from "../auth/auth-context.tsx";
import { EmailText, Spinner } from "../auth/auth-ui.tsx";
import { buttonClass, Container } from "../components/ui.tsx";
import { FirstRunChecklist } from "../features/onboarding/first-run-checklist.tsx";
import { type AccountSection, useAccountSection } from "../hooks/use-account-section.ts";
import { useT } from "../i18n/use-t.ts";
import { ApiKeysSection } from "./account/api-keys.tsx";
import { ConnectedAccountsSection } from "./account/connected-accounts.tsx";
import { HelpSection } from "./account/help.tsx";
import { NotificationsSection } from "./account/notifications.tsx";
import { ProfileSection } from "./account/profile.tsx";
import { SideMenu } from "./account/side-menu.tsx";
import { SubscriptionSection } from "./account/subscription.tsx";

function CenteredState({ children }: { children: ReactNode }) {
  return (
    <Container className="flex min-h-[50vh] flex-col items-center justify-center py-16 text-center">
      {children}
    </Container>
  );
}

function initials(name: string | null, email: string): string {
  const source = name?.trim() || email;
  return source.charAt(0).toUpperCase();
}

export function AccountPage() {
  const auth = useAuth();
  const section = useAccountSection();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const { t } = useT("account");

  const { userData } = auth;
  if (auth.status === "loading" || (!userData && auth.syncing)) {
    return (
      <CenteredState>
        <Spinner className="size-6 text-zinc-500" />
        <p role="status" className="mt-3 text-zinc-400">
          {t("common.loading")}
        </p>
      </CenteredState>
    );
  }
  if (!userData) {
    return (
      <CenteredState>
        <h1 className="text-xl font-semibold text-white">{t("account.noUser")}</h1>
        <p className="mt-2 max-w-sm text-sm text-zinc-400">{t("account.noUserBody")}</p>
        <button
          type="button"
          className={buttonClass("primary", "md", "mt-6")}
          onClick={() => void auth.refreshUserData()}
        >
          {t("common.tryAgain")}
        </button>
      </CenteredState>
    );
  }

  async function onSignOut() {
    setSigningOut(true);
    try {
      await auth.signOut();
      navigate("/", { replace: true });
    } catch (error) {
      console.error("Sign-out failed", error);
      setSigningOut(false);
    }
  }

  return (
    <Container className="py-8 sm:py-12">
      <header className="mb-8 flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-red-500 to-red-700 text-lg font-bold text-white shadow-lg shadow-red-950/40"
        >
          {initials(userData.name, userData.email)}
        </span>
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">{t("account.title")}</h1>
          <p className="text-sm text-zinc-400">
            {userData.name ? <span className="text-zinc-200">{userData.name} · </span> : null}
            <EmailText email={userData.email} />
          </p>
        </div>
      </header>

      <FirstRunChecklist className="mb-8" />

      <div className="grid gap-8 md:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
        <aside className="md:sticky md:top-24 md:self-start">
          <SideMenu active={section} onSignOut={onSignOut} signingOut={signingOut} />
        </aside>
        <div className="min-w-0" data-section={section}>
          <SectionContent section={section} />
        </div>
      </div>
    </Container>
  );
}

function SectionContent({ section }: { section: AccountSection }) {
  const { userData } = useAuth();
  if (!userData) return null;
  switch (section) {
    case "profile":
      return <ProfileSection userData={userData} />;
    case "subscription":
      return <SubscriptionSection subscription={userData.subscription_live} plan={userData.plan} />;
    case "notifications":
      return <NotificationsSection userData={userData} />;
    case "api":
      return <ApiKeysSection />;
    case "help":
      return <HelpSection />;
    default:
      return <ConnectedAccountsSection />;
  }
}
