// The Stripe emulator wired to an app under test: the API's billing suite and the webhook fuzz run share
// it. The emulator needs the webhook address before it starts and the app needs the emulator's, so the app
// is served first through a callback that reads it when a request arrives.
import type { AddressInfo } from "node:net";
import { type ServerType, serve } from "@hono/node-server";
import { DEFAULT_STRIPE_CATALOG, type StripeEmulator, startStripeEmulator } from "@vi/emulators/stripe";

/** The emulator's seeded plans (its Standard and Professional prices). */
export const [standardPlan, professionalPlan] = DEFAULT_STRIPE_CATALOG as [
  (typeof DEFAULT_STRIPE_CATALOG)[0],
  (typeof DEFAULT_STRIPE_CATALOG)[0],
];

export interface StripeStack {
  stripe: StripeEmulator;
  /** The API's STRIPE_* variables for this emulator and its seeded plans (for testEnv). */
  vars: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Serves `fetch` on a local port, then starts a Stripe emulator (API key `secretKey`) that delivers its
 * webhooks there, signed with `webhookSecret`.
 */
export async function startStripeStack({
  secretKey,
  webhookSecret,
  fetch,
}: {
  secretKey: string;
  webhookSecret: string;
  fetch: (request: Request) => Response | Promise<Response>;
}): Promise<StripeStack> {
  const server: ServerType = serve({ fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => server.once("listening", resolve));
  const closeServer = () => new Promise((resolve) => server.close(resolve));
  const port = (server.address() as AddressInfo).port;
  let stripe: StripeEmulator;
  try {
    stripe = await startStripeEmulator({
      secretKey,
      webhooks: [{ url: `http://127.0.0.1:${port}/stripe/webhook`, secret: webhookSecret }],
    });
  } catch (error) {
    await closeServer();
    throw error;
  }
  return {
    stripe,
    vars: {
      STRIPE_SECRET_KEY: secretKey,
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_BASE: stripe.url,
      STRIPE_STANDARD_PRICE_ID: standardPlan.priceId,
      STRIPE_PROFESSIONAL_PRICE_ID: professionalPlan.priceId,
      STRIPE_STANDARD_PRODUCT_IDS: standardPlan.productId,
      STRIPE_PROFESSIONAL_PRODUCT_IDS: professionalPlan.productId,
    },
    close: async () => {
      await stripe.close();
      await closeServer();
    },
  };
}
