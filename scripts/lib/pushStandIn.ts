import { execFileSync } from 'node:child_process';
import { createECDH, createDecipheriv, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A local stand-in for a push service (FCM, autopush…), for the API tests and `npm run
 * bench:push` (issue 28): an HTTPS server on 127.0.0.1 with a throwaway self-signed certificate
 * (web-push only speaks https), which records every request and answers what the test says.
 * It also plays the browser's part: `subscription()` makes the key pair and auth secret a
 * browser would, and `open()` decrypts an aes128gcm body (RFC 8291) with them, as the browser
 * does, with node:crypto only. The server under test trusts the certificate through `agent`.
 */

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** performance.now() when the body had arrived. */
  at: number;
}

export interface BrowserSubscription {
  endpoint: string;
  /** What PushSubscription.toJSON() gives the page. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** Decrypts a body sent to this subscription, as its browser would. */
  open(body: Buffer): string;
}

export interface PushStandIn {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** Trusts the stand-in's certificate: give it to the server under test (AppOptions.push.agent). */
  agent: Agent;
  /** The certificate (PEM), for an agent of one's own. */
  ca: Buffer;
  received: ReceivedPush[];
  /** The status to answer a request with (default 201); `n` counts this path's requests from 1. */
  respond: (path: string, n: number) => { status: number; headers?: Record<string, string> };
  /** Called with every request once its body is in. */
  onPush: ((push: ReceivedPush) => void) | undefined;
  subscription(name?: string): BrowserSubscription;
  close(): Promise<void>;
}

const b64url = (buffer: Buffer) => buffer.toString('base64url');

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'bukka-push-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** RFC 8291 §3.4 + RFC 8188: the browser's side of aes128gcm. */
function decrypt(body: Buffer, browser: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  if (ciphertext.length > recordSize) throw new Error('more than one record');
  const browserPublic = browser.getPublicKey();
  const shared = browser.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browserPublic, serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292) as a push service does: the key is
 * the expected VAPID public key, the ES256 signature verifies with it; returns the claims.
 */
export function verifyVapid(authorization: string | undefined, expectedPublicKey: string): VapidClaims {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a vapid Authorization: ${authorization}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== expectedPublicKey) throw new Error('k is not the server public key');
  const [header, payload, signature] = jwt.split('.') as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('VAPID signature does not verify');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }).alg;
  if (alg !== 'ES256') throw new Error(`alg ${alg}`);
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as VapidClaims;
}

export async function startPushStandIn(): Promise<PushStandIn> {
  const { key, cert } = selfSignedCertificate();
  const counts = new Map<string, number>();
  const standIn: PushStandIn = {
    origin: '',
    agent: new Agent({ ca: cert, keepAlive: true }),
    ca: cert,
    received: [],
    respond: () => ({ status: 201 }),
    onPush: undefined,
    subscription(name = b64url(randomBytes(9))) {
      const browser = createECDH('prime256v1');
      browser.generateKeys();
      const authSecret = randomBytes(16);
      const endpoint = `${standIn.origin}/push/${name}`;
      return {
        endpoint,
        json: {
          endpoint,
          expirationTime: null,
          keys: { p256dh: b64url(browser.getPublicKey()), auth: b64url(authSecret) },
        },
        open: (body) => decrypt(body, browser, authSecret),
      };
    },
    close: () =>
      new Promise((resolve) => {
        standIn.agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server: Server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const push = { path, headers: request.headers, body: Buffer.concat(chunks), at: performance.now() };
      standIn.received.push(push);
      standIn.onPush?.(push);
      const n = (counts.get(path) ?? 0) + 1;
      counts.set(path, n);
      const answer = standIn.respond(path, n);
      response.writeHead(answer.status, answer.headers).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  standIn.origin = `https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return standIn;
}
