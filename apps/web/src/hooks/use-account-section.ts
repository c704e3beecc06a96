import { useLocation } from "react-router-dom";

/** The account sections, chosen by the URL hash. */
const ACCOUNT_SECTIONS = ["connected", "profile", "subscription", "api", "notifications", "help"] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

const DEFAULT_ACCOUNT_SECTION: AccountSection = "connected";

function sectionFromHash(hash: string): AccountSection {
  const name = decodeURIComponent(hash.replace(/^#/, ""));
  return (ACCOUNT_SECTIONS as readonly string[]).includes(name)
    ? (name as AccountSection)
    : DEFAULT_ACCOUNT_SECTION;
}

/** The section the URL hash selects (connected when there is none or it is unknown). */
export function useAccountSection(): AccountSection {
  return sectionFromHash(useLocation().hash);
}
