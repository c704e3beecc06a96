import { createShadowRootUi } from "wxt/utils/content-script-ui/shadow-root";
import { defineContentScript } from "wxt/utils/define-content-script";

export default defineContentScript({
  matches: ["*://*.youtube.com/*"],
  async main(ctx) {
    const ui = await createShadowRootUi(ctx, {
      name: "vidinsight-watch-panel",
      position: "inline",
      anchor: "ytd-watch-metadata #title",
      append: "after",
      onMount(container) {
        container.textContent = "VidInsight";
      },
    });
    ui.autoMount();
  },
});
