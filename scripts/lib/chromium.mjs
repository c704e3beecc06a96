// Finds the system Chromium for browser tests; installs Debian's package where apt-get is usable.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return candidates.find((path) => existsSync(path)) ?? null;
}

function canUseAptGet() {
  if (process.platform !== "linux") return false;
  if (spawnSync("sh", ["-c", "command -v apt-get"]).status !== 0) return false;
  return typeof process.getuid === "function" && process.getuid() === 0;
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (canUseAptGet()) {
    console.log("[setup] Chromium is missing: installing Debian's chromium package with apt-get");
    execFileSync("apt-get", ["update"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: " +
      "install Google Chrome) and, if it is not at /usr/bin/chromium, set CHROMIUM_PATH to its executable.",
  );
}
