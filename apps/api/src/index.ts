// The production entry (bundled into dist/index.js by build.mjs): start the API, nothing else.
import { startApi } from "./start.ts";

startApi().catch((error) => {
  console.error("API failed to start:", error);
  process.exit(1);
});
