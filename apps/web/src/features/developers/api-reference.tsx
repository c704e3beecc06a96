// The API reference: Scalar's React component rendering GET /openapi.json. Its own module, loaded by
// React.lazy from /developers only, so no other page downloads the renderer (docs/decisions/web-bundle.md).
import { ApiReferenceReact } from "@scalar/api-reference-react";
import "@scalar/api-reference-react/style.css";
import { REFERENCE_CUSTOM_CSS } from "./reference-style.ts";

export default function ApiReference({ specUrl }: { specUrl: string }) {
  return (
    <ApiReferenceReact
      configuration={{
        url: specUrl,
        // The site is dark; no fonts or scripts from Scalar's servers, no telemetry, no AI chat.
        forceDarkModeState: "dark",
        hideDarkModeToggle: true,
        withDefaultFonts: false,
        telemetry: false,
        showDeveloperTools: "never",
        agent: { disabled: true },
        hideClientButton: true,
        defaultHttpClient: { targetKey: "shell", clientKey: "curl" },
        // Scalar puts this and its theme in a <style> element, which the production CSP allows by hash
        // (reference-style.ts): change them only there.
        customCss: REFERENCE_CUSTOM_CSS,
      }}
    />
  );
}
