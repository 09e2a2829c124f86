import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../src/server/server';
import { parseTrustProxy } from '../../src/server/trust-proxy';
import { testOptions, serverEntry } from './helpers/server';

const ROOT = resolve(import.meta.dirname, '../..');
const WHAT_TO_WRITE =
  "write the number of proxies in front of the server (1 for one reverse proxy, at most 5) or the proxies' own addresses";

/** 0.0.0.0/8 … 255.0.0.0/8: each range allowed, together every IPv4 address. */
const EVERY_SLASH_8 = Array.from({ length: 256 }, (_, n) => `${n}.0.0.0/8`).join(',');

/**
 * Issue 26, finding 7: TRUST_PROXY settings that trust the whole internet, in any spelling, are
 * refused when the server starts, with a message that says what to write instead.
 */
describe('TRUST_PROXY refuses whatever would trust the whole internet (issue 26)', () => {
  it('takes a few hops and the proxies’ own addresses', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('5')).toBe(5);
    expect(parseTrustProxy('10.0.0.0/8,fd00::/16,::ffff:10.0.0.0/104,172.16.0.0/12')).toEqual([
      '10.0.0.0/8',
      'fd00::/16',
      '::ffff:10.0.0.0/104',
      '172.16.0.0/12',
    ]);
    // Every /8 but one: much, but not everyone.
    expect(parseTrustProxy(EVERY_SLASH_8.replace('77.0.0.0/8,', ''))).toHaveLength(255);
  });

  it.each([
    ['a hop count over 5', '99', 'is 99 proxy hops'],
    ['a hop count of 6', '6', 'is 6 proxy hops'],
    ['two halves of IPv4', '0.0.0.0/1,128.0.0.0/1', '"0.0.0.0/1" trusts more than a /8 (IPv4)'],
    ['an IPv4 prefix under /8', '64.0.0.0/7', '"64.0.0.0/7" trusts more than a /8 (IPv4)'],
    ['half of IPv6', '::/1', '"::/1" trusts more than a /16 (IPv6)'],
    ['an IPv6 prefix under /16', '2000::/3', '"2000::/3" trusts more than a /16 (IPv6)'],
    ['IPv4 written as IPv6', '::ffff:0:0/96', '"::ffff:0:0/96" trusts more than a /8 (IPv4)'],
    [
      'IPv4 written as IPv6, in halves',
      '::ffff:0.0.0.0/97,::ffff:128.0.0.0/97',
      'trusts more than a /8 (IPv4)',
    ],
    ['every /8 together', EVERY_SLASH_8, 'together trusts every IPv4 address'],
    [
      'every /8 together, some as IPv6',
      EVERY_SLASH_8.replace('9.0.0.0/8', '::ffff:9.0.0.0/104'),
      'together trusts every IPv4 address',
    ],
    ['everyone, spelt out', '0.0.0.0/0', 'trusts more than a /8'],
    ['true', 'true', 'not "true"'],
  ])('refuses %s', (_what, setting, why) => {
    expect(() => parseTrustProxy(setting)).toThrow(why);
    expect(() => parseTrustProxy(setting)).toThrow(WHAT_TO_WRITE);
  });

  it('refuses to build a server with such a setting given in code', async () => {
    await expect(startServer(testOptions({ trustProxy: ['::/1'] }))).rejects.toThrow(WHAT_TO_WRITE);
    await expect(startServer(testOptions({ trustProxy: 99 }))).rejects.toThrow('is 99 proxy hops');
  });

  it('npm start refuses it with the message and exit code 1, not a stack trace', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bukka-trust-'));
    try {
      const run = spawnSync(process.execPath, serverEntry('main'), {
        cwd: ROOT,
        env: {
          ...process.env,
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: dataDir,
          TRUST_PROXY: '0.0.0.0/1,128.0.0.0/1',
        },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(run.status, run.stderr).toBe(1);
      expect(run.stderr).toContain('TRUST_PROXY "0.0.0.0/1" trusts more than a /8 (IPv4) of the internet');
      expect(run.stderr).not.toContain('    at ');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
