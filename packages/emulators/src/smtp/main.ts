// Command line: `tsx src/smtp/main.ts` (the package's `smtp` script) starts the SMTP catcher for dev.
import { z } from "zod";
import { startSmtpCatcher } from "./index.ts";

const config = z
  .object({
    SMTP_CATCHER_PORT: z.coerce.number().int().min(0).max(65535).default(1025),
    SMTP_CATCHER_WEB_PORT: z.coerce.number().int().min(0).max(65535).default(8025),
    SMTP_CATCHER_HOST: z.string().min(1).default("127.0.0.1"),
  })
  .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== "")));

if (!config.success) {
  for (const issue of config.error.issues) console.error(`Invalid ${issue.path.join(".")}: ${issue.message}`);
  process.exit(1);
}

const catcher = await startSmtpCatcher({
  smtpPort: config.data.SMTP_CATCHER_PORT,
  httpPort: config.data.SMTP_CATCHER_WEB_PORT,
  host: config.data.SMTP_CATCHER_HOST,
});
console.log(`SMTP catcher on ${catcher.smtpUrl}; caught mail at ${catcher.webUrl}`);

const stop = () => {
  catcher.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
