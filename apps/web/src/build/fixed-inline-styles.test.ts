import { describe, expect, it } from "vitest";
import { fixedInlineStyles } from "./fixed-inline-styles.ts";

describe("fixedInlineStyles", () => {
  it("reads a <style> element's fixed text and fixed style attributes", () => {
    const code = `
      const el = document.createElement("style");
      el.appendChild(document.createTextNode("[data-toaster] {\\n  gap: 14px;\\n}"));
      parent.setAttribute("style", "width:30px;height:30px;overflow-y:scroll;");
      child.setAttribute('style', 'width:100%;height:40px');
    `;
    expect(fixedInlineStyles(code)).toEqual({
      elements: ["[data-toaster] {\n  gap: 14px;\n}"],
      attributes: ["width:30px;height:30px;overflow-y:scroll;", "width:100%;height:40px"],
    });
  });

  it("skips styles built at run time, other attributes, and text of modules that make no <style>", () => {
    const code = `
      el.setAttribute("style", \`--line-count: \${count};\`);
      el.setAttribute("style", prefix + "color: red");
      el.setAttribute("title", "width:1px");
      label.appendChild(document.createTextNode("Copied"));
    `;
    expect(fixedInlineStyles(code)).toEqual({ elements: [], attributes: [] });
  });

  it("leaves a module that writes no style unparsed", () => {
    expect(fixedInlineStyles("this is { not JavaScript")).toEqual({ elements: [], attributes: [] });
  });
});
