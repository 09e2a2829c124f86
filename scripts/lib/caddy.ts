import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './throwawayPostgres';

/** The project's Caddyfile (compose.yaml's proxy) run by Debian's caddy on loopback. */
export interface CaddyProxy {
  url: string;
  /** Everything caddy printed so far: its own log and the access log (JSON lines). */
  output(): string;
  stop(): Promise<void>;
}

function findCaddy(): string {
  const found = ['/usr/bin/caddy', '/usr/local/bin/caddy', '/usr/sbin/caddy'].find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      'caddy was not found (/usr/bin/caddy): the Caddyfile test runs the real proxy. ' +
        'Install it (Debian: apt-get install -y caddy); .ci/run does.',
    );
  }
  return found;
}

/**
 * Runs the repository's own Caddyfile, unchanged, in front of `upstreams` (`127.0.0.1:port`),
 * through its environment: BUKKA_DOMAIN an http:// loopback address (no certificate),
 * BUKKA_UPSTREAMS the servers instead of compose's bukka1:3000 bukka2:3000, CADDY_ADMIN off, and
 * Caddy's state in a temporary folder.
 */
export async function startCaddy(upstreams: string[], caddyfile = resolve('Caddyfile')): Promise<CaddyProxy> {
  const caddy = findCaddy();
  const home = mkdtempSync(join(tmpdir(), 'bukka-caddy-'));
  const port = await freePort();
  const child: ChildProcess = spawn(caddy, ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: home,
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CONFIG_HOME: join(home, 'config'),
      BUKKA_DOMAIN: `http://127.0.0.1:${port}`,
      BUKKA_UPSTREAMS: upstreams.join(' '),
      // Several tests may run a caddy at once: no admin endpoint (its port would be shared).
      CADDY_ADMIN: 'off',
      // A stop cuts what is still open at once: the Caddyfile's 10 s (Caddy's default: 43–58 s)
      // for the tests' event streams would be a worker idle at every stop.
      CADDY_GRACE_PERIOD: '1ms',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(home, { recursive: true, force: true });
  };
  process.once('exit', () => child.kill('SIGKILL'));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited (${child.exitCode}):\n${output}`);
    try {
      // Up once it passes a request on: /readyz answers 200 only from a ready server.
      if ((await fetch(`${url}/readyz`)).status === 200) return { url, output: () => output, stop };
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`caddy did not pass /readyz on within 15 s:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
}
