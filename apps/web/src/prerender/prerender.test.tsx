import { describe, expect, it } from "vitest";
import { PRERENDERED_PATHS, render } from "../entry-server.tsx";
import { escapeHtml, prerenderPage } from "./html.ts";

const SHELL = '<html><head><title>VidInsight</title></head><body><div id="root"></div></body></html>';

describe("prerender", () => {
  it("renders each public page's text without suspending, with its title", async () => {
    const expected: Record<string, string> = {
      "/": "Research like Never Before",
      "/pricing": "Choose Your Plan",
      "/faq": "Frequently Asked Questions",
      "/terms-of-service": "Terms of Service",
      "/privacy-policy": "Privacy Policy",
    };
    for (const [pathname, heading] of Object.entries(expected)) {
      expect(PRERENDERED_PATHS).toContain(pathname);
      const { html, title } = await render(pathname);
      expect(html).toContain(heading);
      expect(html).not.toMatch(/<!--\$[!?]|min-h-\[60vh\]/); // no page fallback: nothing suspended
      expect(title).toBeTruthy();
    }
  });

  it("puts the markup into #root marked with its path, and the title into <title>", () => {
    const page = prerenderPage(SHELL, {
      pathname: "/faq",
      html: "<h1>$& FAQ</h1>",
      title: "FAQ | VidInsight",
    });
    expect(page).toContain('<div id="root" data-prerendered="/faq"><h1>$& FAQ</h1></div>');
    expect(page).toContain("<title>FAQ | VidInsight</title>");
    expect(escapeHtml('<a href="x">&')).toBe("&lt;a href=&quot;x&quot;&gt;&amp;");
    expect(() => prerenderPage("<body></body>", { pathname: "/", html: "", title: "" })).toThrow(
      /#root|root/,
    );
  });
});
