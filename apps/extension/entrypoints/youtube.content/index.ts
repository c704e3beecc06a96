export default defineContentScript({
  matches: ["*://*.youtube.com/*"],
  main() {
    document.documentElement.dataset.vidinsight = "ready";
  },
});
