/**
 * `npm run bench:streams [-- ROOT]`: what 1,000 open event streams cost a server (issue 26). Starts
 * the server of ROOT (default this checkout; another worktree measures another commit) as its own
 * process on a fresh PGlite folder behind TRUST_PROXY=1, signs up 200 customers (each from its
 * own forwarded address, so the sign-up limit does not stop the run), opens 5 My-orders streams
 * for each, and prints the process's resident memory before and after, and the CPU it spends in
 * 10 s with the streams open (the session re-checks).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { spawnServer, stopProcess } from './lib/serverProcess';

const ROOT = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const ACCOUNTS = 200;
const PER_ACCOUNT = 5;
const PASSWORD = 'Jollof#2026';

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;
/** User + system CPU of the process, in seconds (clock ticks of 1/100 s). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function post(url: string, path: string, body: unknown, address: string) {
  const answer = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${path} ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as { token?: string };
}

/** One stream on a connection of its own; resolves once the server has said `connected`. */
function openStream(url: string, token: string): Promise<http.ClientRequest> {
  return new Promise((done, fail) => {
    const request = http.get(`${url}/api/account/events?token=${token}`, { agent: false }, (response) => {
      if (response.statusCode !== 200) fail(new Error(`stream ${response.statusCode}`));
      response.once('data', () => done(request));
      response.on('error', () => undefined);
    });
    request.on('error', fail);
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'bukka-bench-streams-'));
const server = spawnServer(['--import', 'tsx', 'src/server/main.ts'], {
  cwd: ROOT,
  env: { HOST: '127.0.0.1', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: '1' },
});
const streams: http.ClientRequest[] = [];
try {
  const url = await server.url;
  const pid = server.child.pid!;
  const tokens: string[] = [];
  for (let n = 0; n < ACCOUNTS; n += 1) {
    const username = `stream${n}_${process.pid % 1000}`;
    const address = `10.26.${n >> 8}.${n & 255}`;
    await post(
      url,
      '/api/signup',
      { username, email: `${username}@example.com`, password: PASSWORD },
      address,
    );
    tokens.push((await post(url, '/api/login', { username, password: PASSWORD }, address)).token!);
  }
  await sleep(3000);
  const idleRss = rssMb(pid);
  for (const token of tokens) {
    for (let n = 0; n < PER_ACCOUNT; n += 1) streams.push(await openStream(url, token));
  }
  await sleep(5000);
  const openRss = rssMb(pid);
  const cpuBefore = cpuSeconds(pid);
  await sleep(10_000);
  const cpu = cpuSeconds(pid) - cpuBefore;
  const finalRss = rssMb(pid);
  console.log(`server: ${ROOT}`);
  console.log(`streams open: ${streams.length} (${ACCOUNTS} accounts × ${PER_ACCOUNT})`);
  console.log(
    `RSS idle ${idleRss.toFixed(1)} MB, with the streams ${openRss.toFixed(1)} MB, after 10 s more ${finalRss.toFixed(1)} MB`,
  );
  console.log(
    `memory per 1,000 streams: +${(((Math.max(openRss, finalRss) - idleRss) * 1000) / streams.length).toFixed(1)} MB`,
  );
  console.log(
    `CPU with the streams open: ${((cpu / 10) * 100).toFixed(1)} % of a core (${cpu.toFixed(2)} s in 10 s)`,
  );
} finally {
  for (const stream of streams) stream.destroy();
  await stopProcess(server.child);
  rmSync(dataDir, { recursive: true, force: true });
}
