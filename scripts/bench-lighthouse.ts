// `npm run bench:lighthouse`: Lighthouse's four scores for the storefront (issue 30), on the
// production build served by `npm start`, in Debian's Chromium (CHROME_PATH, else
// /usr/bin/chromium) with Lighthouse's default mobile preset (a Moto G Power's screen, slow 4G,
// 4x CPU). Prints performance, accessibility, best practices and SEO, the median of BENCH_RUNS
// runs (1 unless set), and every audit that fails or falls short, to say what to fix. Targets:
// performance ≥ 95, accessibility 100. A bench, not a test: a loaded host scores lower
// (bench:web says how its CPU compares with Lighthouse's reference). `--no-build` uses dist/
// as it is. BENCH_REPORTS=<dir> keeps each run's whole JSON report there (the main thread's
// breakdown, the long tasks: what to cut). Runs on Node 24's own TypeScript support.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS } from './lib/chromium.ts';
import { freePort } from './lib/freePort.ts';
import { startStorefront, stopProcess } from './lib/serverProcess.ts';

const root = resolve(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Partial<Record<(typeof CATEGORIES)[number], number>> = { performance: 95, accessibility: 100 };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
}

if (!process.argv.includes('--no-build')) {
  console.log('Building the storefront (vite build)…');
  run(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    ...process.env,
    NODE_ENV: 'production',
  });
}

interface Report {
  environment: { benchmarkIndex: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { title: string; score: number | null; scoreDisplayMode: string; displayValue?: string }
  >;
}

const work = mkdtempSync(join(tmpdir(), 'bukka-bench-lighthouse-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}/`;
let server: ChildProcess | undefined;
const reports: Report[] = [];
try {
  console.log(`Starting npm start on ${url}…`);
  server = await startStorefront(root, port, join(work, 'data'));
  for (let i = 0; i < RUNS; i++) {
    const out = join(work, `lighthouse-${i}.json`);
    console.log(`Lighthouse run ${i + 1} of ${RUNS} (mobile)…`);
    run(
      join(root, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      ],
      { ...process.env, CHROME_PATH: CHROME },
    );
    reports.push(JSON.parse(readFileSync(out, 'utf8')) as Report);
    if (process.env.BENCH_REPORTS) {
      mkdirSync(process.env.BENCH_REPORTS, { recursive: true });
      copyFileSync(out, join(process.env.BENCH_REPORTS, `lighthouse-${i}.json`));
    }
  }
} finally {
  if (server) await stopProcess(server);
  rmSync(work, { recursive: true, force: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}on ${CHROME}, mobile:`);
// Lighthouse's 4x CPU slowdown assumes a high-end desktop (benchmarkIndex ≥ 1500); a slower or
// loaded host makes a slower phone of it, and the performance score drops with it.
console.log(`  host benchmarkIndex ${reports.map((report) => report.environment.benchmarkIndex).join(', ')}`);
for (const category of CATEGORIES) {
  const scores = reports.map((report) => Math.round((report.categories[category]?.score ?? 0) * 100));
  const score = median(scores);
  const target = TARGETS[category];
  const mark = target === undefined ? '    ' : score >= target ? 'ok  ' : 'MISS';
  console.log(
    `  ${mark} ${category.padEnd(15)} ${String(score).padStart(3)}${target === undefined ? '' : ` ≥ ${target}`}` +
      (RUNS > 1 ? `   (${scores.join(', ')})` : ''),
  );
}
// What holds a score back, from the last run: the audits that count and did not pass.
const last = reports.at(-1)!;
const shortfalls = CATEGORIES.flatMap((category) =>
  (last.categories[category]?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0)
    .map((ref) => ({ category, id: ref.id, audit: last.audits[ref.id] }))
    .filter(
      ({ audit }) =>
        audit && audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== 'informative',
    ),
);
if (shortfalls.length) {
  console.log('\nAudits below full marks (last run):');
  for (const { category, id, audit } of shortfalls) {
    console.log(
      `  ${category}: ${id} (${audit!.title})${audit!.displayValue ? ` ${audit!.displayValue}` : ''}, ` +
        `score ${audit!.score}`,
    );
  }
}
