import { isIP } from 'node:net';

/**
 * TRUST_PROXY → Fastify's `trustProxy`: a number of proxy hops (`1` for one reverse proxy), or a
 * comma-separated list of the proxies' addresses or CIDR ranges (`10.0.0.2,10.0.1.0/24`).
 * Never "trust everyone" (`true`): then the leftmost X-Forwarded-For entry, which the client
 * writes, would be its address, and every per-address limit could be dodged.
 */
export function parseTrustProxy(value: string | undefined): number | string[] | undefined {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0') return undefined;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    const [address, bits, ...rest] = entry.split('/');
    const version = isIP(address ?? '');
    const maxBits = version === 6 ? 128 : 32;
    const badBits = bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > maxBits);
    if (!version || badBits || rest.length > 0 || (bits !== undefined && Number(bits) === 0)) {
      throw new Error(
        `TRUST_PROXY must be a number of proxy hops (e.g. 1) or the proxies' addresses (e.g. 10.0.0.2,10.0.1.0/24), not "${entry}"`,
      );
    }
  }
  return entries;
}
