// Finds the system Chromium and Firefox for browser tests; installs Debian's packages where apt-get is usable.
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

function aptInstall(name, debianPackage) {
  console.log(`[setup] ${name} is missing: installing Debian's ${debianPackage} package with apt-get`);
  execFileSync("apt-get", ["update"], { stdio: "inherit" });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", debianPackage], {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  if (canUseAptGet()) {
    aptInstall("Chromium", "chromium");
    const installed = findChromium();
    if (installed) return installed;
  }
  throw new Error(
    "The browser tests need Chromium. Install it (Debian/Ubuntu: `sudo apt-get install chromium`; macOS: " +
      "install Google Chrome) and, if it is not at /usr/bin/chromium, set CHROMIUM_PATH to its executable.",
  );
}

const firefoxCandidates = ["/usr/bin/firefox-esr", "/usr/bin/firefox"];

function findFirefox() {
  if (process.env.FIREFOX_PATH && existsSync(process.env.FIREFOX_PATH)) return process.env.FIREFOX_PATH;
  return firefoxCandidates.find((path) => existsSync(path)) ?? null;
}

/** Firefox for the extension's Firefox tests (e2e/firefox.test.ts): Debian's firefox-esr, or FIREFOX_PATH. */
export function ensureFirefox() {
  const found = findFirefox();
  if (found) return found;
  if (canUseAptGet()) {
    aptInstall("Firefox", "firefox-esr");
    const installed = findFirefox();
    if (installed) return installed;
  }
  throw new Error(
    "The extension's Firefox tests need Firefox 140 or newer. Install it (Debian: `sudo apt-get install " +
      "firefox-esr`) and, if it is not at /usr/bin/firefox-esr, set FIREFOX_PATH to its executable.",
  );
}
