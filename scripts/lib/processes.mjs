// Child-process helpers shared by the dev and test scripts: prefixed output, readiness polling, clean shutdown.
import { spawn } from "node:child_process";
import { createServer } from "node:net";

const children = new Set();

/** Starts a long-running process in its own process group, prefixing each output line with [name]. */
export function startProcess(name, command, args, { cwd, env = {}, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    // stdin stays an open pipe: `wxt` (dev) exits at its next rebuild once it sees end-of-file on stdin.
    stdio: ["pipe", "pipe", "pipe"],
    detached: process.platform !== "win32",
  });
  const prefix = `[${name}] `;
  const recent = [];
  const forward = (stream, out) => {
    let buffered = "";
    stream.on("data", (chunk) => {
      buffered += chunk.toString();
      const lines = buffered.split("\n");
      buffered = lines.pop() ?? "";
      for (const line of lines) {
        recent.push(line);
        if (recent.length > 60) recent.shift();
        if (!quiet) out.write(`${prefix + line}\n`);
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.recentOutput = () => recent.join("\n");
  children.add(child);
  child.on("exit", () => children.delete(child));
  return child;
}

/** Stops one child and its process group; resolves when it has exited. */
export function stopProcess(child, signal = "SIGTERM") {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => kill(child, "SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    kill(child, signal);
  });
}

function kill(child, signal) {
  try {
    if (process.platform !== "win32" && child.pid) process.kill(-child.pid, signal);
    else child.kill(signal);
  } catch {
    // already gone
  }
}

export async function stopAll() {
  await Promise.all([...children].map((child) => stopProcess(child)));
}

/** Polls an HTTP URL until it answers (any status below 500) or the time runs out. */
export async function waitForHttp(url, { timeoutMs = 60_000, child, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) {
      throw new Error(
        `${name} exited with code ${child.exitCode} before it was ready:\n${child.recentOutput?.()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${name} did not answer at ${url} within ${timeoutMs / 1000} s:\n${child?.recentOutput?.() ?? ""}`,
  );
}

/** Asks the OS for a free TCP port on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Reads a port from the environment, failing with a message that names the variable. */
export function portFromEnv(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${name} must be a TCP port number (1-65535), got "${raw}"`);
  }
  return port;
}
