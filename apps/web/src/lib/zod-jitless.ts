// Zod compiles object parsers with `new Function` when it may; probing for that is an eval the website's CSP
// forbids, and Chromium reports the caught probe as a CSP violation in the console. Imported first by
// start-app.tsx, before anything parses.
import { config } from "zod/mini";

config({ jitless: true });
