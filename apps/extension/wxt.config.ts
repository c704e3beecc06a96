import { defineConfig } from "wxt";

export default defineConfig({
  modules: ["@wxt-dev/module-react"],
  manifest: {
    name: "VidInsight",
    description: "Outlier scores, views per hour and tags on every YouTube video.",
    permissions: ["storage"],
  },
});
