import { spawn, type ChildProcess } from 'node:child_process';

/**
 * A server as its own process (`node dist-server/main.js`, or a bare route for comparison), for
 * the benchmarks: resolves with its address once it prints `serving on` / `listening on`, and
 * fails with everything it printed if it exits first.
 */
export function startServerProcess(
  args: string[],
  options: { cwd: string; env: Record<string, string> },
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: 'pipe',
  });
  let output = '';
  return new Promise((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(?:serving on|listening on) (http:\/\/\S+)/.exec(output);
      if (match) done({ child, url: match[1]!.replace('localhost', '127.0.0.1') });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => fail(new Error(`server exited (${code}):\n${output}`)));
  });
}

/** SIGTERM, then waits for the exit (no longer an error once asked for). */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    child.removeAllListeners('exit');
    child.on('exit', () => done());
    child.kill('SIGTERM');
  });
}
