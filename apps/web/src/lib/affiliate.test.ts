import { describe, expect, it } from "vitest";
import { AFFILIATE_LIMITS, type AffiliateForm, validateAffiliate } from "./affiliate.ts";

const valid: AffiliateForm = {
  name: "Dana",
  email: "dana@example.com",
  website: "https://youtube.com/@dana",
  followers: "50000+",
  message: "Reviews of creator tools.",
};

describe("validateAffiliate", () => {
  it("accepts a complete application", () => {
    expect(validateAffiliate(valid)).toEqual({});
  });

  it("the input length limits are the schema's limits", () => {
    for (const field of ["name", "website", "message"] as const) {
      const max = AFFILIATE_LIMITS[field];
      expect(validateAffiliate({ ...valid, [field]: "x".repeat(max) })[field]).toBeUndefined();
      expect(validateAffiliate({ ...valid, [field]: "x".repeat(max + 1) })[field]).toBeDefined();
    }
    const domain = "@example.com";
    const longEmail = (length: number) => `${"a".repeat(length - domain.length)}${domain}`;
    expect(validateAffiliate({ ...valid, email: longEmail(AFFILIATE_LIMITS.email + 1) }).email).toBeDefined();
  });

  it("reports one message per field", () => {
    const errors = validateAffiliate({ name: "", email: "x", website: " ", followers: "", message: "" });
    expect(Object.keys(errors).sort()).toEqual(["email", "followers", "message", "name", "website"]);
    expect(Object.values(errors).every((message) => typeof message === "string" && message.length > 0)).toBe(
      true,
    );
  });
});
