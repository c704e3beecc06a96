// Command line: `tsx src/stripe/main.ts` (the package's `stripe` script) starts the Stripe emulator for dev.
import { z } from "zod";
import { startStripeEmulator } from "./index.ts";

const config = z
  .object({
    STRIPE_EMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(8790),
    STRIPE_EMULATOR_HOST: z.string().min(1).default("127.0.0.1"),
    STRIPE_SECRET_KEY: z.string().min(1).default("sk_test_emulator"),
    /** Where events are delivered: the API's POST /stripe/webhook. */
    STRIPE_EMULATOR_WEBHOOK_URL: z.url().default("http://localhost:8787/stripe/webhook"),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).default("whsec_emulator"),
  })
  .safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== "")));

if (!config.success) {
  for (const issue of config.error.issues) console.error(`Invalid ${issue.path.join(".")}: ${issue.message}`);
  process.exit(1);
}

const emulator = await startStripeEmulator({
  port: config.data.STRIPE_EMULATOR_PORT,
  host: config.data.STRIPE_EMULATOR_HOST,
  secretKey: config.data.STRIPE_SECRET_KEY,
  webhooks: [{ url: config.data.STRIPE_EMULATOR_WEBHOOK_URL, secret: config.data.STRIPE_WEBHOOK_SECRET }],
});
console.log(`Stripe emulator on ${emulator.url}; webhooks to ${config.data.STRIPE_EMULATOR_WEBHOOK_URL}`);

const stop = () => {
  emulator.close().finally(() => process.exit(0));
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
