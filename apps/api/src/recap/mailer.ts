// Sending over SMTP with nodemailer (SMTP_URL). One pooled transport per process; the recap's headers
// (Message-ID fixed per user and day, RFC 8058 one-click unsubscribe) are set by the caller.
import nodemailer from "nodemailer";

interface OutgoingMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** "<...@...>"; fixed per user and day so a repeat after a crash is recognisably the same message. */
  messageId: string;
  headers: Record<string, string>;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Thrown for a refused or failed delivery (the job retries it with backoff). */
export class MailError extends Error {
  override name = "MailError";
}

export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 4,
    // Fail fast on a dead server: the job's retry (with backoff) is the better wait.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          messageId: mail.messageId,
          headers: mail.headers,
        });
      } catch (error) {
        throw new MailError(error instanceof Error ? error.message : String(error));
      }
    },
    close() {
      transport.close();
    },
  };
}
