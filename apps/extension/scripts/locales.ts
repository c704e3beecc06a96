// The manifest's strings in every interface language, as the browsers read them: _locales/<code>/
// messages.json, generated from @vi/i18n's catalogs at build time (wxt.config.ts, build:publicAssets).
import { de } from "@vi/i18n/catalogs/de";
import { type Catalog, en } from "@vi/i18n/catalogs/en";
import { es } from "@vi/i18n/catalogs/es";
import { fr } from "@vi/i18n/catalogs/fr";
import { hi } from "@vi/i18n/catalogs/hi";
import { id } from "@vi/i18n/catalogs/id";
import { ja } from "@vi/i18n/catalogs/ja";
import { ptBR } from "@vi/i18n/catalogs/pt-BR";

/** Chrome's _locales folder names: an underscore, not a hyphen ("pt_BR"). */
const CATALOGS: Record<string, Catalog> = { en, es, pt_BR: ptBR, hi, id, de, fr, ja };

export const DEFAULT_LOCALE = "en";

export function localeFiles(): { relativeDest: string; contents: string }[] {
  return Object.entries(CATALOGS).map(([folder, catalog]) => ({
    relativeDest: `_locales/${folder}/messages.json`,
    contents: `${JSON.stringify(
      {
        extName: { message: "VidInsight" },
        extDescription: { message: catalog.manifest.description },
      },
      null,
      2,
    )}\n`,
  }));
}
