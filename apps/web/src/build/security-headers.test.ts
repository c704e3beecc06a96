import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { heroPreloadScript } from "../components/landing-hero.ts";
import { parseEnv } from "../env-schema.ts";
import { headersFile, securityHeaders } from "./security-headers.ts";

const production = parseEnv({
  VITE_API_BASE_URL: "https://api.vidinsight.app/v1",
  VITE_FIREBASE_AUTH_DOMAIN: "vidinsight-prod.firebaseapp.com",
  VITE_FIREBASE_AUTH_EMULATOR_URL: "",
  VITE_CHAT_SCRIPT_URL: "",
});

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split("; ").map((part) => {
      const [name, ...values] = part.split(" ");
      return [name, values];
    }),
  );

describe("production security headers", () => {
  it("allows an inline <style> only by the hash of its exact text", () => {
    const style = ".scalar-app { --scalar-background-1: #09090b; }";
    const withStyle = securityHeaders(production, { inlineScripts: [], inlineStyles: [style] });
    const hash = createHash("sha256").update(style).digest("base64");
    expect(directives(withStyle["Content-Security-Policy"]!)["style-src"]).toEqual([
      "'self'",
      `'sha256-${hash}'`,
    ]);
    expect(withStyle["Content-Security-Policy"]).not.toContain("unsafe-");
  });

  it("allows a style attribute only by the hash of its exact value, in style-src-attr alone", () => {
    const attribute = "width:100%;height:40px";
    const withAttribute = securityHeaders(production, {
      inlineScripts: [heroPreloadScript()],
      inlineStyleAttributes: [attribute],
    });
    const policy = directives(withAttribute["Content-Security-Policy"]!);
    const hash = createHash("sha256").update(attribute).digest("base64");
    expect(policy["style-src-attr"]).toEqual(["'unsafe-hashes'", `'sha256-${hash}'`]);
    // Elements and scripts gain nothing: no 'unsafe-hashes' nor the attribute's hash there.
    expect(policy["style-src"]).toEqual(["'self'"]);
    expect(policy["script-src"]).not.toContain("'unsafe-hashes'");
    expect(policy["script-src"]).not.toContain(`'sha256-${hash}'`);
    expect(withAttribute["Content-Security-Policy"]).not.toContain("unsafe-inline");
    // Without attributes to allow, no style-src-attr: attributes fall back to style-src, which allows none.
    expect(
      directives(securityHeaders(production, { inlineScripts: [] })["Content-Security-Policy"]!),
    ).not.toHaveProperty("style-src-attr");
  });

  const headers = securityHeaders(production, { inlineScripts: [heroPreloadScript()] });
  const csp = directives(headers["Content-Security-Policy"]!);

  it("runs only the site's own scripts, the hero preload by its hash, and Google's sign-in script", () => {
    const hash = createHash("sha256").update(heroPreloadScript()).digest("base64");
    expect(csp["script-src"]).toEqual(["'self'", `'sha256-${hash}'`, "https://apis.google.com"]);
    expect(headers["Content-Security-Policy"]).not.toContain("unsafe-inline");
    expect(headers["Content-Security-Policy"]).not.toContain("unsafe-eval");
  });

  it("talks to the API's origin and Firebase Auth only, and no emulator", () => {
    expect(csp["connect-src"]).toEqual([
      "'self'",
      "https://api.vidinsight.app",
      "https://identitytoolkit.googleapis.com",
      "https://securetoken.googleapis.com",
    ]);
    expect(csp["frame-src"]).toEqual(["https://vidinsight-prod.firebaseapp.com", "https://apis.google.com"]);
  });

  it("cannot be framed, sniffed or leak full referrers", () => {
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(headers).toMatchObject({
      "X-Frame-Options": "DENY",
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    });
  });

  it("allows a configured live-chat script's origin", () => {
    const withChat = securityHeaders(
      { ...production, VITE_CHAT_SCRIPT_URL: "https://chat.example/widget.js" },
      { inlineScripts: [] },
    );
    const chat = directives(withChat["Content-Security-Policy"]!);
    for (const name of ["script-src", "connect-src", "frame-src", "style-src", "img-src"]) {
      expect(chat[name]).toContain("https://chat.example");
    }
  });

  it("writes the _headers file static hosts read: every path, one header a line", () => {
    const file = headersFile({ "X-Frame-Options": "DENY", "X-Content-Type-Options": "nosniff" });
    expect(file).toBe("/*\n  X-Frame-Options: DENY\n  X-Content-Type-Options: nosniff\n");
  });
});
