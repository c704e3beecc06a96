// The caller's network address for rate limits (docs/decisions/rate-limits.md). X-Forwarded-For is a list
// each proxy appends its peer to, so everything left of what our own proxies added is the client's to
// write: only the entry `hops` from the right can be trusted.
import { isIPv6 } from "node:net";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "../context.ts";

/**
 * The client address: with `trustedHops` proxies of ours in front, the X-Forwarded-For entry that many
 * from the right (fewer entries than hops: the left-most, the best the chain offers); with none, the
 * socket's peer. An in-process request (tests) without either is "unknown".
 */
export function clientAddress(c: Context<AppEnv>, trustedHops: number): string {
  if (trustedHops > 0) {
    const entries = (c.req.header("x-forwarded-for") ?? "")
      .split(",")
      .map((entry) => entry.trim())
      .filter(Boolean);
    const entry = entries[Math.max(0, entries.length - trustedHops)];
    if (entry) return entry;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** Expands an IPv6 address (without zone) into its 8 groups, or null when it is not one. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.replace(/^\[|\]$/g, "").split("%")[0] ?? "";
  if (!isIPv6(bare)) return null;
  let text = bare;
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups.
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/**
 * The key one client's limits are counted under: an IPv4 address as is; an IPv6 address by its /64, the
 * block one subscriber gets (anyone holding one can use 2^64 addresses). An IPv4-mapped IPv6 address is
 * its IPv4 address.
 */
export function addressKey(address: string): string {
  const groups = ipv6Groups(address);
  if (!groups) return address;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(":")}::/64`;
}
