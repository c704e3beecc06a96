import { PSEUDO_LANGUAGE } from "@vi/i18n";
import { useEffect } from "react";
import { useLocation } from "react-router-dom";
import { useAuth } from "../auth/auth-context.tsx";
import { languageOfPath, storeLanguage, switchLanguage } from "./i18n.ts";
import { useT } from "./use-t.ts";

/**
 * Once signed in, the language stored with the account wins over this browser's (it was picked on the
 * account page or in the extension). A localized public page keeps the language its path names.
 */
export function UserLanguage() {
  const { userData } = useAuth();
  const { i18n } = useT();
  const { pathname } = useLocation();
  const language = userData?.language ?? null;
  useEffect(() => {
    if (!language || i18n.language === PSEUDO_LANGUAGE || languageOfPath(pathname)) return;
    if (i18n.language === language) return;
    storeLanguage(language);
    void switchLanguage(i18n, language);
  }, [language, i18n, pathname]);
  return null;
}
