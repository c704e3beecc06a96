// Error answers in the reader's language (i18n.ts): the stored language of a signed-in user, else the
// Accept-Language header; English stays word for word, codes never change.
import { Hono } from "hono";
import { describe, expect, test } from "vitest";
import type { AppEnv } from "./context.ts";
import { onError } from "./error-handler.ts";
import { ErrorCode, HttpError, notFound } from "./errors.ts";
import { acceptedLanguage, localizedMessage } from "./i18n.ts";
import { createLogger } from "./logger.ts";

test.each([
  ["de-DE,de;q=0.9,en;q=0.8", "de"],
  ["en;q=0.5, ja;q=0.9", "ja"],
  ["pt-PT", "pt-BR"],
  ["zh-CN, *;q=0.1", null],
  ["", null],
])("Accept-Language %j -> %s", (header, language) => {
  expect(acceptedLanguage(header)).toBe(language);
});

describe("localizedMessage", () => {
  test("English is the message as thrown, whatever it is", async () => {
    expect(await localizedMessage("en", "NOT_FOUND", "We couldn't find this video on YouTube.")).toBe(
      "We couldn't find this video on YouTube.",
    );
  });

  test("a known message by its English, a developer's message left as it is", async () => {
    expect(await localizedMessage("de", "NOT_FOUND", "We couldn't find this video on YouTube.")).toBe(
      "Wir konnten dieses Video auf YouTube nicht finden.",
    );
    expect(await localizedMessage("ja", "BAD_REQUEST", "cursor: not a nextCursor of GET /outliers")).toBe(
      "cursor: not a nextCursor of GET /outliers",
    );
  });

  test("a spent allowance, the rate limit and a full watchlist are worded again from their details", async () => {
    const quota = await localizedMessage("fr", ErrorCode.QUOTA_EXCEEDED, "You have used your 2 ...", {
      details: {
        kind: "channel",
        plan: "free",
        used: 2,
        limit: 2,
        resetsAt: "2026-11-29T00:00:00.000Z",
        upgradeUrl: "https://vidinsight.test/pricing",
        timezone: "Europe/Paris",
        nextTimezone: null,
      },
    });
    expect(quota).toMatch(
      /^Vous avez utilisé vos 2 analyses de chaîne du jour\. Réinitialisation à .+ \(minuit, Europe\/Paris\)\. Passez à l'offre supérieure pour en avoir plus : https:\/\/vidinsight\.test\/pricing$/,
    );
    expect(
      await localizedMessage(
        "es",
        "TOO_MANY_REQUESTS",
        "Too many requests: please wait 12 seconds and try again",
        {
          retryAfterSeconds: 12,
        },
      ),
    ).toBe("Demasiadas solicitudes: espera 12 segundos y vuelve a intentarlo");
    expect(
      await localizedMessage(
        "de",
        "FORBIDDEN",
        "You follow 5 channels, the most the Free plan allows. Remove one, or upgrade to follow more.",
        {
          details: { limit: 5, plan: "free", upgradeUrl: "https://vidinsight.test/pricing" },
        },
      ),
    ).toBe(
      "Du folgst 5 Kanälen, dem Maximum des Free-Plans. Entferne einen oder mach ein Upgrade, um mehr zu folgen.",
    );
  });
});

interface ErrorAnswer {
  error: { code: string; message: string; details?: { kind?: string } };
}
const read = async (response: Response) => (await response.json()) as ErrorAnswer;

describe("the error handler", () => {
  function app(stored: Record<string, string | null>) {
    const hono = new Hono<AppEnv>();
    hono.use(async (c, next) => {
      c.set("logger", createLogger("silent"));
      c.set("languageOf", async (uid) => stored[uid] ?? null);
      const uid = c.req.header("x-test-uid");
      if (uid) c.set("user", { uid } as AppEnv["Variables"]["user"]);
      await next();
    });
    hono.get("/video", () => {
      throw notFound("We couldn't find this video on YouTube.");
    });
    hono.get("/boom", () => {
      throw new Error("a bug");
    });
    hono.get("/quota", () => {
      throw new HttpError(429, ErrorCode.QUOTA_EXCEEDED, "You have used your 1 comment analysis for today.", {
        retryAfterSeconds: 60,
        details: {
          kind: "comments",
          plan: "free",
          used: 1,
          limit: 1,
          resetsAt: "2026-11-29T00:00:00.000Z",
          upgradeUrl: "https://vidinsight.test/pricing",
          timezone: "Asia/Tokyo",
          nextTimezone: null,
        },
      });
    });
    hono.onError(onError);
    return hono;
  }

  test("signed out: the Accept-Language; English when none fits, word for word; the code unchanged", async () => {
    const api = app({});
    const de = await api.request("/video", { headers: { "accept-language": "de-AT,de;q=0.9" } });
    expect(de.status).toBe(404);
    expect(await de.json()).toEqual({
      error: { code: "NOT_FOUND", message: "Wir konnten dieses Video auf YouTube nicht finden." },
    });
    const none = await api.request("/video", { headers: { "accept-language": "zh-CN" } });
    expect((await read(none)).error.message).toBe("We couldn't find this video on YouTube.");
    const boom = await api.request("/boom", { headers: { "accept-language": "ja" } });
    expect(await boom.json()).toEqual({ error: { code: "INTERNAL", message: "サーバー内部エラー" } });
  });

  test("signed in: the language stored with the user wins over the header; none stored, the header", async () => {
    const api = app({ "uid-ja": "ja", "uid-none": null });
    const ja = await api.request("/quota", { headers: { "x-test-uid": "uid-ja", "accept-language": "de" } });
    const body = await read(ja);
    expect(body.error.code).toBe("QUOTA_EXCEEDED");
    expect(body.error.message).toMatch(/^今日のコメント分析 1 回をすべて使いました。/);
    expect(body.error.details?.kind).toBe("comments");
    const none = await api.request("/video", {
      headers: { "x-test-uid": "uid-none", "accept-language": "fr" },
    });
    expect((await read(none)).error.message).toBe("Nous n'avons pas trouvé cette vidéo sur YouTube.");
  });
});
