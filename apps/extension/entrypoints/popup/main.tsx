import { createI18n, detectLanguage, isLanguage, type Language, loadCatalog } from "@vi/i18n";
import { createRoot } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { Popup } from "../../popup/popup.tsx";
import { sendToBackground } from "../../shared/background-client.ts";
import { languageItem } from "../../shared/storage.ts";
import "./popup.css";

async function getAccount() {
  const answer = await sendToBackground({ type: "VI_GET_ACCOUNT" });
  if (!answer.ok) {
    console.warn("VidInsight: could not load the account:", answer.error);
    return null;
  }
  return answer.account;
}

async function getUsage() {
  const answer = await sendToBackground({ type: "VI_GET_USAGE" });
  if (!answer.ok) {
    console.warn("VidInsight: could not load today's usage:", answer.error);
    return null;
  }
  return answer.usage;
}

// Opening the popup is seeing the breakouts counted on the icon.
sendToBackground({ type: "VI_BREAKOUTS_SEEN" }).catch((error: unknown) =>
  console.warn("VidInsight: breakout count not cleared:", error),
);

/** A language picked in this popup: the account's, read a moment later, must not undo it. */
let pickedHere = false;

async function start() {
  const picked = await languageItem.getValue();
  const language = isLanguage(picked) ? picked : detectLanguage(navigator.languages ?? []);
  const i18n = createI18n(language, await loadCatalog(language));
  document.documentElement.lang = language;
  const switchLanguage = async (next: Language) => {
    if (!i18n.hasResourceBundle(next, "translation")) {
      i18n.addResourceBundle(next, "translation", await loadCatalog(next));
    }
    await i18n.changeLanguage(next);
    document.documentElement.lang = next;
  };
  // The account's language, applied by the background when the popup asks for the account (or picked
  // in another popup), switches this one too.
  languageItem.watch((next) => {
    if (isLanguage(next) && next !== i18n.language) void switchLanguage(next);
  });
  // The language stored with the account (picked on the website or in another browser) applies here.
  const readAccount = async () => {
    const account = await getAccount();
    if (account?.language && !pickedHere && account.language !== i18n.language) {
      await languageItem.setValue(account.language);
    }
    return account;
  };
  const saveLanguage = async (next: Language) => {
    pickedHere = true;
    const answer = await sendToBackground({ type: "VI_SET_LANGUAGE", language: next });
    if (!answer.ok) console.warn("VidInsight: the language was not stored with the account:", answer.error);
    return answer.ok;
  };
  createRoot(document.getElementById("root")!).render(
    <I18nextProvider i18n={i18n}>
      <Popup
        getAccount={readAccount}
        getUsage={getUsage}
        switchLanguage={switchLanguage}
        saveLanguage={saveLanguage}
      />
    </I18nextProvider>,
  );
}

void start();
