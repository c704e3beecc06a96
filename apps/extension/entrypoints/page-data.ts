import { defineUnlistedScript } from "wxt/utils/define-unlisted-script";
import { startPageDataReporter } from "../page-world/page-data-reporter.ts";

// Injected into YouTube's main world by the YouTube content script (injectScript("/page-data.js")).
export default defineUnlistedScript(() => {
  startPageDataReporter();
});
