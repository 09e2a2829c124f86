import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface ServerProcess {
  child: ChildProcess;
  /**
   * The server's address once it prints `serving on <url>` (src/server/main.ts) or `listening on
   * <url>`; rejects with everything it printed if it exits first or is not up within timeoutMs.
   */
  url: Promise<string>;
  /** The exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
}

/**
 * A server as its own process (`node dist-server/main.js`, `--import tsx src/server/main.ts`, or a
 * bare route for comparison), for the API tests that need a real process and for the benchmarks.
 * `env` is added to this process's environment; give PORT=0 for a free port.
 */
export function spawnServer(
  args: string[],
  options: { cwd: string; env: Record<string, string>; timeoutMs?: number },
): ServerProcess {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | NodeJS.Signals | null>((done) =>
    child.on('exit', (code, signal) => done(signal ?? code)),
  );
  const url = new Promise<string>((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`server did not start in ${options.timeoutMs ?? 90_000} ms:\n${output}`)),
      options.timeoutMs ?? 90_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(?:serving on|listening on) (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        done(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`server exited (${code}):\n${output}`));
    });
  });
  // A caller that only waits for the exit must not see an unhandled rejection.
  url.catch(() => undefined);
  return { child, url, exited, output: () => output };
}

/** spawnServer, resolved once it is up: what the benchmarks want. */
export async function startServerProcess(
  args: string[],
  options: { cwd: string; env: Record<string, string>; timeoutMs?: number },
): Promise<{ child: ChildProcess; url: string }> {
  const server = spawnServer(args, options);
  return { child: server.child, url: await server.url };
}

/**
 * `npm start`'s server on its production build (scripts/start.ts --server-only) at
 * 127.0.0.1:`port`, on a PGlite folder of its own: what the benchmarks measure.
 */
export async function startStorefront(root: string, port: number, dataDir: string): Promise<ChildProcess> {
  const server = await startServerProcess([join(root, 'scripts', 'start.ts'), '--server-only'], {
    cwd: root,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    timeoutMs: 60_000,
  });
  return server.child;
}

/** SIGTERM, then waits for the exit. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}
