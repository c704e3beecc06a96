// The SMTP catcher spoken to in plain SMTP over a socket: it keeps the message (envelope, header lines,
// parts), shows it on its page and JSON API, and refuses deliveries with 451 when told to.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpCatcher, startSmtpCatcher } from "./index.ts";

/** One SMTP session; resolves to the server's reply lines, in order. */
function smtpSession(port: number, commands: string[]): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const replies: string[] = [];
    let buffer = "";
    let step = 0;
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      buffer += chunk;
      let end = buffer.indexOf("\r\n");
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf("\r\n");
        if (/^\d{3}-/.test(line)) continue; // a multi-line reply goes on
        replies.push(line);
        const next = commands[step++];
        if (next === undefined) socket.end();
        else socket.write(`${next}\r\n`);
      }
    });
    socket.on("close", () => resolve(replies));
    socket.on("error", reject);
  });
}

const message = [
  "From: VidInsight <recap@vidinsight.test>",
  "To: ada@example.com",
  "Subject: Your morning recap",
  "Message-ID: <recap-1@vidinsight.test>",
  "List-Unsubscribe: <https://api.vidinsight.test/unsubscribe?token=abc>",
  "List-Unsubscribe-Post: List-Unsubscribe=One-Click",
  "MIME-Version: 1.0",
  'Content-Type: text/html; charset="utf-8"',
  "",
  "<p>Good morning!</p>",
  ".",
].join("\r\n");

const deliver = (port: number) =>
  smtpSession(port, [
    "EHLO test.local",
    "MAIL FROM:<recap@vidinsight.test>",
    "RCPT TO:<ada@example.com>",
    "DATA",
    message,
    "QUIT",
  ]);

describe("SMTP catcher", () => {
  let catcher: SmtpCatcher;
  beforeAll(async () => {
    catcher = await startSmtpCatcher({ smtpPort: 0, httpPort: 0 });
  });
  afterAll(async () => {
    await catcher.close();
  });

  it("keeps a delivered message and shows it", async () => {
    const replies = await deliver(catcher.smtpPort);
    expect(replies.at(-2)).toMatch(/^250 /);
    const [mail] = await catcher.waitForMessages(1);
    expect(mail).toMatchObject({
      envelopeFrom: "recap@vidinsight.test",
      envelopeTo: ["ada@example.com"],
      subject: "Your morning recap",
      messageId: "<recap-1@vidinsight.test>",
      html: "<p>Good morning!</p>\n",
    });
    expect(mail?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    const list = await (await fetch(`${catcher.webUrl}/`)).text();
    expect(list).toContain("Caught mail (1)");
    expect(list).toContain(`/messages/${mail?.id}`);
    const html = await fetch(`${catcher.webUrl}/messages/${mail?.id}/html`);
    expect(html.headers.get("content-security-policy")).toBe("sandbox");
    expect(await html.text()).toBe("<p>Good morning!</p>\n");
    const json = (await (await fetch(`${catcher.webUrl}/api/messages`)).json()) as { messages: unknown[] };
    expect(json.messages).toHaveLength(1);
  });

  it("refuses the next deliveries with a temporary failure when told to", async () => {
    catcher.clear();
    await fetch(`${catcher.webUrl}/api/fail-next`, { method: "POST", body: JSON.stringify({ count: 1 }) });
    expect((await deliver(catcher.smtpPort)).at(-2)).toMatch(/^451 /);
    expect(catcher.messages()).toHaveLength(0);
    expect((await deliver(catcher.smtpPort)).at(-2)).toMatch(/^250 /);
    expect(catcher.messages()).toHaveLength(1);
  });
});
