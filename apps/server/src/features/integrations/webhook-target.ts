import { lookup as dnsLookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import type { Db } from "../../db/database";
import { AppError } from "../../lib/errors";

/*
 * Where a webhook may be sent (docs/integrations.md "Webhooks", SSRF). Checked twice: when an endpoint is saved
 * (here: the URL's form, its host name against the product's own hosts, every address it resolves to), and when
 * each delivery connects (webhook-worker.ts: request-filtering-agent checks the address the connection actually
 * uses, so a name that resolves elsewhere later — DNS rebinding — still cannot reach an internal address).
 */

/** Address ranges no webhook may reach: not the public internet, or the machine and networks around it. */
const BLOCKED_V4: [string, number][] = [
  ["0.0.0.0", 8], // "this network", unspecified
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
];
const BLOCKED_V6: [string, number][] = [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["64:ff9b::", 96], // NAT64
  ["64:ff9b:1::", 48], // local NAT64
  ["100::", 64], // discard
  ["2001::", 32], // Teredo
  ["2001:db8::", 32], // documentation
  ["2002::", 16], // 6to4
  ["fc00::", 7], // unique local (ULA)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
];

const blocked = new BlockList();
for (const [network, prefix] of BLOCKED_V4) blocked.addSubnet(network, prefix, "ipv4");
for (const [network, prefix] of BLOCKED_V6) blocked.addSubnet(network, prefix, "ipv6");

/** True for an address no webhook may reach (loopback, private, link-local, multicast, CGNAT, ULA, mapped…). */
export function isBlockedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  // IPv4-mapped IPv6 (::ffff:a.b.c.d) is refused outright, as the connection-time agent does. (BlockList also
  // applies its IPv4 rules to mapped addresses, and an IPv4-mapped rule to every IPv4 address, so none is listed.)
  if (family === 6 && /^::ffff:/i.test(address)) return true;
  return blocked.check(address, family === 6 ? "ipv6" : "ipv4");
}

/** A URL's host name without IPv6 brackets and a final dot, lower-case. */
export function bareHost(url: URL): string {
  return url.hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
}

/** The product's own host names: its public address, the phishing hosts and every company's sign-in host. */
export async function isOwnHost(
  db: Db,
  publicUrl: string,
  phishingHost: (host: string) => boolean,
  host: string,
): Promise<boolean> {
  if (host === bareHost(new URL(publicUrl))) return true;
  if (phishingHost(host)) return true;
  const row = await db.selectFrom("company_hosts").select("host").where("host", "=", host).executeTakeFirst();
  return row !== undefined;
}

export interface TargetRules {
  db: Db;
  publicUrl: string;
  allowPrivate: boolean;
  isPhishingHost: (host: string) => boolean;
  /** Tests only: a resolver instead of the system's. */
  resolve?: (host: string) => Promise<string[]>;
}

const refused = (message: string) => new AppError("ND1027", { field: "url", message });

/** How long a save waits for the name to resolve. */
const RESOLVE_TIMEOUT_MS = 5_000;

async function resolveAll(host: string): Promise<string[]> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("DNS lookup timed out")), RESOLVE_TIMEOUT_MS);
  });
  try {
    const addresses = await Promise.race([dnsLookup(host, { all: true, verbatim: true }), timeout]);
    return addresses.map((a) => a.address);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Checks a webhook URL when it is saved: https (http only with WEBHOOK_ALLOW_PRIVATE), no credentials, not one
 * of the product's own hosts, and every address the name resolves to public. Answers 412 ND1027 on "url" with
 * the reason otherwise. Returns the URL as it will be stored.
 */
export async function checkWebhookTarget(value: string, rules: TargetRules): Promise<string> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refused("The address is not a valid URL");
  }
  if (url.protocol !== "https:" && !(rules.allowPrivate && url.protocol === "http:")) {
    throw refused("The address must start with https://");
  }
  if (url.username || url.password) throw refused("The address must not contain a user name or password");
  if (url.hash) throw refused("The address must not contain a fragment (#)");
  const host = bareHost(url);
  if (!host) throw refused("The address has no host name");
  if (await isOwnHost(rules.db, rules.publicUrl, rules.isPhishingHost, host)) {
    throw refused("The address is one of this product's own hosts");
  }
  if (rules.allowPrivate) return url.toString();
  let addresses: string[];
  if (isIP(host) !== 0) addresses = [host];
  else {
    try {
      addresses = await (rules.resolve ?? resolveAll)(host);
    } catch {
      throw refused("The host name could not be resolved");
    }
  }
  if (addresses.length === 0) throw refused("The host name could not be resolved");
  if (addresses.some(isBlockedAddress)) {
    throw refused(
      "The address points to a loopback, private, link-local, multicast or otherwise non-public network",
    );
  }
  return url.toString();
}
