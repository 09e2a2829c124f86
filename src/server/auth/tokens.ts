import { createHash, randomBytes } from 'node:crypto';

/** 256 bits of randomness, URL-safe: what the client stores and sends as `Token <t>`. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored: a leaked sessions table hands out no working tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** The token of an `Authorization: Token <t>` header, or undefined. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Token\s+([A-Za-z0-9_-]{16,128})\s*$/.exec(header);
  return match?.[1];
}
