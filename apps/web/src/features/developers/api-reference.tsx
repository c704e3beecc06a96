// The API reference: Scalar's React component rendering GET /openapi.json. Its own module, loaded by
// React.lazy from /developers only, so no other page downloads the renderer (docs/decisions/web-bundle.md).
import { ApiReferenceReact } from "@scalar/api-reference-react";
import "@scalar/api-reference-react/style.css";

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
        // The site's background, and text colours that keep a 4.5:1 contrast on it (axe, e2e test).
        customCss:
          ".scalar-app, .dark-mode { --scalar-background-1: #09090b; --scalar-font: inherit; --scalar-color-3: #a1a1aa; --scalar-color-red: #f87171; }",
      }}
    />
  );
}
