import { isIP } from 'node:net';

/** More hops than any real chain of proxies: past it, the client's own entries would be trusted. */
export const MAX_PROXY_HOPS = 5;
/** The widest ranges a proxy's address may be given as (a /8 is already 16 million addresses). */
const MIN_PREFIX = { 4: 8, 6: 16 } as const;

const WHAT_TO_WRITE =
  `write the number of proxies in front of the server (1 for one reverse proxy, at most ${MAX_PROXY_HOPS}) ` +
  "or the proxies' own addresses (e.g. 10.0.0.2,10.0.1.0/24)";

/** A TRUST_PROXY the server will not start with; the message says what to write instead. */
export class TrustProxyError extends Error {
  override name = 'TrustProxyError';
}

const refuse = (why: string) => new TrustProxyError(`TRUST_PROXY ${why}: ${WHAT_TO_WRITE}.`);

/**
 * TRUST_PROXY → Fastify's `trustProxy`: a number of proxy hops (`1` for one reverse proxy), or a
 * comma-separated list of the proxies' addresses or CIDR ranges (`10.0.0.2,10.0.1.0/24`).
 * Never "trust everyone", in any spelling (`true`, `0.0.0.0/0`, `0.0.0.0/1,128.0.0.0/1`, `::/1`,
 * `::ffff:0:0/96`, a hop count of 99): then the leftmost X-Forwarded-For entry, which the client
 * writes, would be its address, and every per-address limit could be dodged.
 */
export function parseTrustProxy(value: string | undefined): number | string[] | undefined {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return undefined;
  if (/^\d+$/.test(text)) {
    checkTrustProxy(Number(text));
    return Number(text);
  }
  const entries = text.split(',').map((entry) => entry.trim());
  checkTrustProxy(entries);
  return entries;
}

/** Throws a TrustProxyError unless `setting` trusts a few proxies and nobody else. */
export function checkTrustProxy(setting: number | string[] | undefined): void {
  if (setting === undefined) return;
  if (typeof setting === 'number') {
    if (!Number.isInteger(setting) || setting < 0 || setting > MAX_PROXY_HOPS) {
      throw refuse(
        `is ${setting} proxy hops: past ${MAX_PROXY_HOPS}, addresses the client wrote would be trusted`,
      );
    }
    return;
  }
  // Every range as an interval of one family's numbers; IPv4 inside IPv6 (::ffff:a.b.c.d) counts
  // as the IPv4 it stands for, which is how proxy-addr matches it.
  const ranges = { 4: [] as [bigint, bigint][], 6: [] as [bigint, bigint][] };
  for (const entry of setting) {
    const range = toRange(entry);
    if (!range) {
      throw refuse(`must be a number of proxy hops or the proxies' addresses, not "${entry}"`);
    }
    if (range.bits < MIN_PREFIX[range.family]) {
      throw refuse(
        `"${entry}" trusts more than a /${MIN_PREFIX[range.family]} (IPv${range.family}) of the internet`,
      );
    }
    ranges[range.family].push([range.first, range.last]);
  }
  for (const family of [4, 6] as const) {
    if (covers(ranges[family], (1n << BigInt(family === 4 ? 32 : 128)) - 1n)) {
      throw refuse(`"${setting.join(',')}" together trusts every IPv${family} address`);
    }
  }
}

interface Range {
  family: 4 | 6;
  bits: number;
  first: bigint;
  last: bigint;
}

function toRange(entry: string): Range | undefined {
  const [address = '', bitsText, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version !== 4 && version !== 6) return undefined;
  if (rest.length > 0) return undefined;
  const width = version === 4 ? 32 : 128;
  if (bitsText !== undefined && !/^\d{1,3}$/.test(bitsText)) return undefined;
  let bits = bitsText === undefined ? width : Number(bitsText);
  if (bits > width) return undefined;
  let family: 4 | 6 = version;
  let number = version === 4 ? ipv4Number(address) : ipv6Number(address);
  // ::ffff:0:0/96 is every IPv4 address.
  if (version === 6 && number >> 32n === 0xffffn && bits >= 96) {
    family = 4;
    number &= 0xffffffffn;
    bits -= 96;
  }
  const hostBits = BigInt((family === 4 ? 32 : 128) - bits);
  const first = (number >> hostBits) << hostBits;
  return { family, bits, first, last: first + (1n << hostBits) - 1n };
}

function ipv4Number(address: string): bigint {
  return address.split('.').reduce((sum, part) => (sum << 8n) + BigInt(Number(part)), 0n);
}

function ipv6Number(address: string): bigint {
  let text = address.split('%')[0]!;
  // A dotted IPv4 tail (::ffff:1.2.3.4) is two groups.
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const value = ipv4Number(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(value >> 16n).toString(16)}:${(value & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? headGroups
      : [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups];
  return groups.reduce((sum, group) => (sum << 16n) + BigInt(parseInt(group, 16)), 0n);
}

/** Whether the intervals together cover 0…max. */
function covers(intervals: [bigint, bigint][], max: bigint): boolean {
  let next = 0n;
  for (const [first, last] of [...intervals].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (first > next) return false;
    if (last + 1n > next) next = last + 1n;
    if (next > max) return true;
  }
  return false;
}
