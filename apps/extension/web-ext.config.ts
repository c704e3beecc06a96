import { defineWebExtConfig } from "wxt";

// `npm run dev` only builds in watch mode: the developer loads .output/chrome-mv3-dev into their own browser.
// (Letting WXT launch a browser fails on machines without a display and fights with the developer's profile.)
export default defineWebExtConfig({
  disabled: true,
});
