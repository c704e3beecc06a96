import { isLanguage, LANGUAGE_NAMES, LANGUAGES, type Language } from "@vi/i18n/languages";
import { ANALYSIS_KINDS } from "@vi/types";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UsageToday } from "../shared/analysis-protocol.ts";
import type { AccountSummary } from "../shared/background-protocol.ts";
import { env } from "../shared/env.ts";
import {
  BADGE_SCORES,
  type BadgeScore,
  DEFAULT_SETTINGS,
  languageItem,
  type Settings,
  type SignedInView,
  settingsItem,
  userItem,
} from "../shared/storage.ts";
import { userEmail } from "./user-email.ts";

/** A stored value, kept live while the popup is open. */
function useStored<T>(item: { getValue(): Promise<T>; watch(cb: (value: T) => void): () => void }) {
  const [value, setValue] = useState<T | undefined>(undefined);
  useEffect(() => {
    let active = true;
    item.getValue().then((v) => active && setValue(v));
    const unwatch = item.watch((v) => setValue(v));
    return () => {
      active = false;
      unwatch();
    };
  }, [item]);
  return value;
}

const site = (path: string) => `${env.websiteOrigin}${path}`;

/** The signed-in user's plan, asked of the API (through the background) when the popup opens. */
function useAccount(signedIn: boolean, getAccount: PopupProps["getAccount"]) {
  const [account, setAccount] = useState<AccountSummary | null>(null);
  useEffect(() => {
    setAccount(null);
    if (!signedIn) return;
    let active = true;
    getAccount().then((answer) => active && setAccount(answer));
    return () => {
      active = false;
    };
  }, [signedIn, getAccount]);
  return account;
}

/** Today's analysis usage, asked when the popup opens signed in. */
function useUsage(signedIn: boolean, getUsage: PopupProps["getUsage"]) {
  const [usage, setUsage] = useState<UsageToday | null | undefined>(undefined);
  useEffect(() => {
    setUsage(undefined);
    if (!signedIn) return;
    let active = true;
    getUsage().then((answer) => active && setUsage(answer));
    return () => {
      active = false;
    };
  }, [signedIn, getUsage]);
  return usage;
}

export interface PopupProps {
  /** The plan line; null when it cannot be loaded (offline, API down). */
  getAccount(): Promise<AccountSummary | null>;
  /** Today's usage; null when it cannot be loaded. */
  getUsage(): Promise<UsageToday | null>;
  /** Loads a language's catalog and switches the popup to it. */
  switchLanguage?(language: Language): Promise<void>;
  /** Stores the language with the signed-in user (PUT /user); resolves false when that failed. */
  saveLanguage?(language: Language): Promise<boolean>;
}

export function Popup(props: PopupProps) {
  const user = useStored<SignedInView | null>(userItem);
  const settings = useStored<Settings>(settingsItem);
  const account = useAccount(Boolean(user), props.getAccount);
  const usage = useUsage(Boolean(user), props.getUsage);
  const { t } = useTranslation(undefined, { keyPrefix: "popup" });

  const toggle =
    (key: "watchPanel" | "thumbnailBadges" | "breakoutBadge" | "breakoutNotifications") => (on: boolean) => {
      void settingsItem.setValue({ ...(settings ?? DEFAULT_SETTINGS), [key]: on });
    };

  return (
    <main className="popup">
      <header className="header">
        <Logo />
        <span className="brand">VidInsight</span>
      </header>

      <section className="account" aria-label={t("account")}>
        {user === undefined ? (
          <p className="muted">{t("loading")}</p>
        ) : user ? (
          <>
            <p className="muted small">{t("signedInAs")}</p>
            <p className="email">{userEmail(user) ?? account?.email ?? t("yourAccount")}</p>
            {account && (
              <p className="plan" data-testid="plan">
                <span className="muted small">{t("plan")}</span>
                <span className="plan-name">{account.plan}</span>
                {account.planDetail && <span className="muted small">{account.planDetail}</span>}
              </p>
            )}
            <UsageList usage={usage} />
          </>
        ) : (
          <>
            <p className="muted">{t("signInPrompt")}</p>
            <a className="button primary" href={site("/login")} target="_blank" rel="noopener">
              {t("signIn")}
            </a>
          </>
        )}
      </section>

      <section className="settings" aria-label={t("settings")}>
        <Toggle
          label={t("watchPanel")}
          hint={t("watchPanelHint")}
          checked={settings?.watchPanel ?? DEFAULT_SETTINGS.watchPanel}
          disabled={settings === undefined}
          onChange={toggle("watchPanel")}
        />
        <Toggle
          label={t("badges")}
          hint={t("badgesHint")}
          checked={settings?.thumbnailBadges ?? DEFAULT_SETTINGS.thumbnailBadges}
          disabled={settings === undefined}
          onChange={toggle("thumbnailBadges")}
        />
        <Toggle
          label={t("breakoutCount")}
          hint={t("breakoutCountHint")}
          checked={settings?.breakoutBadge ?? DEFAULT_SETTINGS.breakoutBadge}
          disabled={settings === undefined}
          onChange={toggle("breakoutBadge")}
        />
        <Toggle
          label={t("breakoutNotifications")}
          hint={t("breakoutNotificationsHint")}
          checked={settings?.breakoutNotifications ?? DEFAULT_SETTINGS.breakoutNotifications}
          disabled={settings === undefined}
          onChange={toggle("breakoutNotifications")}
        />
        <ScoreChoice
          value={settings?.badgeScore ?? "lifetime"}
          disabled={settings === undefined}
          onChange={(badgeScore) =>
            void settingsItem.setValue({ ...(settings ?? DEFAULT_SETTINGS), badgeScore })
          }
        />
        {props.switchLanguage && (
          <LanguageSelect
            switchLanguage={props.switchLanguage}
            saveLanguage={user ? props.saveLanguage : undefined}
          />
        )}
      </section>

      {user && (
        <nav className="links" aria-label={t("website")}>
          <a href={site("/outliers")} target="_blank" rel="noopener">
            {t("outliers")}
          </a>
          <a href={site("/savedVideos")} target="_blank" rel="noopener">
            {t("savedVideos")}
          </a>
          <a href={site("/watchlist?sort=breakout")} target="_blank" rel="noopener">
            Watchlist
          </a>
          <a href={site("/account")} target="_blank" rel="noopener">
            {t("account")}
          </a>
        </nav>
      )}
    </main>
  );
}

/** "Comment ideas 1 / 2" per kind, with when the counts reset. */
function UsageList(props: { usage: UsageToday | null | undefined }) {
  const { usage } = props;
  const { t, i18n } = useTranslation(undefined, { keyPrefix: "popup" });
  if (usage === undefined) return <p className="muted small">{t("loadingUsage")}</p>;
  if (usage === null) return <p className="muted small">{t("usageUnavailable")}</p>;
  const resets = new Date(usage.comments.resetsAt).toLocaleTimeString(i18n.language, {
    hour: "numeric",
    minute: "2-digit",
  });
  return (
    <div className="usage" data-testid="usage">
      <p className="muted small">{t("usageTitle", { time: resets })}</p>
      <ul className="usage-list">
        {ANALYSIS_KINDS.map((kind) => {
          const { used, limit } = usage[kind];
          const spent = limit !== null && used >= limit;
          return (
            <li key={kind} className={spent ? "spent" : undefined}>
              <span>{t(`kinds.${kind}`)}</span>
              <span className="usage-count">
                {limit === null ? t("unlimited", { used }) : `${used} / ${limit}`}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const SCORE_KEYS: Record<BadgeScore, "scoreLifetime" | "scoreAtAge"> = {
  lifetime: "scoreLifetime",
  atAge: "scoreAtAge",
};

/** Which score the badges show: the lifetime outlier score or the outlier at the same age. */
function ScoreChoice(props: { value: BadgeScore; disabled: boolean; onChange(score: BadgeScore): void }) {
  const { t } = useTranslation(undefined, { keyPrefix: "popup" });
  const id = useId();
  return (
    <div className="toggle-row">
      <label htmlFor={id} className="toggle-text">
        <span className="toggle-label">{t("badgeScore")}</span>
        <span className="muted small">{t("badgeScoreHint")}</span>
      </label>
      <select
        id={id}
        className="score-select"
        value={props.value}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.currentTarget.value as BadgeScore)}
      >
        {BADGE_SCORES.map((score) => (
          <option key={score} value={score}>
            {t(SCORE_KEYS[score])}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The popup's language: the browser's until one is picked here (stored in the extension). */
function LanguageSelect(props: {
  switchLanguage(language: Language): Promise<void>;
  /** Signed in: the choice is stored with the user too, so the website and emails follow it. */
  saveLanguage?: ((language: Language) => Promise<boolean>) | undefined;
}) {
  const { t, i18n } = useTranslation(undefined, { keyPrefix: "language" });
  const id = useId();
  const [saveFailed, setSaveFailed] = useState(false);
  const current = isLanguage(i18n.language) ? i18n.language : "en";
  return (
    <div className="toggle-row">
      <label htmlFor={id} className="toggle-text">
        <span className="toggle-label">{t("label")}</span>
      </label>
      <select
        id={id}
        className="language"
        value={current}
        onChange={(event) => {
          const language = event.currentTarget.value as Language;
          setSaveFailed(false);
          void languageItem.setValue(language);
          void props.switchLanguage(language);
          props.saveLanguage?.(language).then(
            (saved) => setSaveFailed(!saved),
            () => setSaveFailed(true),
          );
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
      {saveFailed && (
        <p className="muted small save-failed" role="alert">
          {t("saveFailed")}
        </p>
      )}
    </div>
  );
}

function Toggle(props: {
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange(on: boolean): void;
}) {
  const id = useId();
  return (
    <div className="toggle-row">
      <label htmlFor={id} className="toggle-text">
        <span className="toggle-label">{props.label}</span>
        <span className="muted small">{props.hint}</span>
      </label>
      <input
        id={id}
        className="switch"
        type="checkbox"
        role="switch"
        checked={props.checked}
        disabled={props.disabled}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
    </div>
  );
}

function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#ff0033" />
      <path
        d="M8 21.5 13 15l4 3.5 6.5-8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="23.5" cy="10.5" r="2" fill="#fff" />
    </svg>
  );
}
