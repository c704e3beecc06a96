// The usual start of a signed-in test file: the extension in Chromium, the catalog's YouTube routed to
// it, and a new user signed in to the extension.
import { type CatalogSite, catalogSite } from "./catalog-site.ts";
import { type ExtensionBrowser, launchWithExtension, routeYouTube } from "./harness.ts";
import { createTestUser, signInExtension, stack, type TestUser } from "./stack.ts";

export async function openSignedInYouTube(
  name: string,
): Promise<{ browser: ExtensionBrowser; site: CatalogSite; user: TestUser }> {
  const site = catalogSite(stack().youtubeSeed);
  const browser = await launchWithExtension();
  await routeYouTube(browser.context, { site, imagesFrom: stack().youtubeEmulatorUrl });
  const user = await createTestUser(name);
  await signInExtension(browser, user);
  return { browser, site, user };
}
