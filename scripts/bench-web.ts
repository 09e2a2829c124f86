// `npm run bench:web`: the storefront's performance budget, measured on the production build
// served by `npm start` (issue 5):
//   first-load JavaScript ≤ 150 KB gzip (index.html's entry, the app it starts, their static imports),
//   Lighthouse (Chromium, mobile emulation, median of 3 runs): performance ≥ 95,
//   accessibility 100, best practices ≥ 95, cumulative layout shift 0.
// Lighthouse's 4x CPU slowdown turns a high-end desktop into a mid-tier phone. On a slower host
// it emulates a slower phone than that, and Lighthouse says so in the report; its throttling
// guide (docs/throttling.md, "Calibrating the CPU slowdown") then gives the multiplier by the
// host's benchmarkIndex. Both are run and printed: Lighthouse's default 4x, and the calibrated
// slowdown the budget is checked against (BENCH_CPU_MULTIPLIER overrides it).
// `--check` exits 1 when a budget is missed. Runs on Node 24's own TypeScript support.
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { CHROMIUM_ARGS } from './lib/chromium.ts';
import { freePort } from './lib/freePort.ts';
import { startStorefront, stopProcess } from './lib/serverProcess.ts';
import { firstLoadFiles, firstLoadKb as totalKb } from './lib/firstLoad.ts';

const root = resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BUDGET = { firstLoadKb: 150, performance: 95, accessibility: 100, bestPractices: 95, cls: 0 };

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${result.status}`);
}

// 1. A fresh production build.
console.log('Building the storefront (vite build)…');
run(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
  ...process.env,
  NODE_ENV: 'production',
});

// 2. First-load JavaScript (scripts/lib/firstLoad.ts).
const files = firstLoadFiles(join(root, 'dist'));
const firstLoadKb = totalKb(files);

// 3. The production server (`npm start`), on a free port and a throwaway database.

const work = mkdtempSync(join(tmpdir(), 'bukka-bench-web-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}/`;
let server: ChildProcess | undefined;

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  benchmarkIndex: number;
  failing: string[];
}

function lighthouse(index: number, cpuSlowdown: number): LighthouseRun {
  const out = join(work, `lighthouse-${cpuSlowdown}x-${index}.json`);
  const args = [
    url,
    '--quiet',
    '--output=json',
    `--output-path=${out}`,
    '--only-categories=performance,accessibility,best-practices',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
    `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
  ];
  // Now and then Chromium's trace of the load comes back unusable (NO_NAVSTART, "Please run
  // Lighthouse again"): that run says nothing about the page, so it is run again, twice at most.
  for (let attempt = 1; ; attempt++) {
    try {
      run(join(root, 'node_modules', '.bin', 'lighthouse'), args, { ...process.env, CHROME_PATH: CHROME });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`Lighthouse failed to record the run; running it again (attempt ${attempt + 1} of 3)…`);
    }
  }
  const report = JSON.parse(readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
    audits: Record<string, { numericValue?: number; score: number | null; scoreDisplayMode: string }>;
    environment: { benchmarkIndex: number };
  };
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failing = ['accessibility', 'best-practices'].flatMap((category) =>
    (report.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ref.id)
      .filter((id) => report.audits[id]?.scoreDisplayMode === 'binary' && report.audits[id]?.score === 0)
      .map((id) => `${category}: ${id}`),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    fcpMs: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    benchmarkIndex: report.environment.benchmarkIndex,
    failing,
  };
}

/**
 * The CPU slowdown that makes this host a mid-tier phone, from the table of Lighthouse's
 * throttling guide: a high-end desktop (benchmarkIndex ≥ 1500) 4x; a low-end desktop or a
 * high-end phone (800–1500) 2x; a mid-tier phone itself (below 800) 1x.
 */
function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1500) return 4;
  if (benchmarkIndex >= 800) return 2;
  return 1;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

let ok = true;
try {
  console.log(`Starting npm start on ${url}…`);
  server = await startStorefront(root, port, join(work, 'data'));

  const lighthouseRuns = (cpuSlowdown: number) => {
    const runs: LighthouseRun[] = [];
    for (let i = 1; i <= RUNS; i++) {
      console.log(`Lighthouse run ${i}/${RUNS}, CPU slowdown ${cpuSlowdown}x…`);
      runs.push(lighthouse(i, cpuSlowdown));
    }
    return runs;
  };
  const defaultRuns = lighthouseRuns(4);
  const benchmarkIndex = median(defaultRuns.map((r) => r.benchmarkIndex));
  const cpuSlowdown = Number(process.env.BENCH_CPU_MULTIPLIER) || calibratedSlowdown(benchmarkIndex);
  const runs = cpuSlowdown === 4 ? defaultRuns : lighthouseRuns(cpuSlowdown);
  const summary = (of: LighthouseRun[]) => ({
    performance: median(of.map((r) => r.performance)),
    fcpMs: Math.round(median(of.map((r) => r.fcpMs))),
    lcpMs: Math.round(median(of.map((r) => r.lcpMs))),
    tbtMs: Math.round(median(of.map((r) => r.tbtMs))),
  });
  const result = {
    firstLoadKb: Number(firstLoadKb.toFixed(1)),
    performance: median(runs.map((r) => r.performance)),
    accessibility: median(runs.map((r) => r.accessibility)),
    bestPractices: median(runs.map((r) => r.bestPractices)),
    cls: median(runs.map((r) => r.cls)),
    lcpMs: Math.round(median(runs.map((r) => r.lcpMs))),
    tbtMs: Math.round(median(runs.map((r) => r.tbtMs))),
    fcpMs: Math.round(median(runs.map((r) => r.fcpMs))),
  };
  const checks: [string, string, boolean][] = [
    [
      'first-load JS (gzip)',
      `${result.firstLoadKb} KB ≤ ${BUDGET.firstLoadKb} KB`,
      result.firstLoadKb <= BUDGET.firstLoadKb,
    ],
    [
      `performance (${cpuSlowdown}x CPU)`,
      `${result.performance} ≥ ${BUDGET.performance}`,
      result.performance >= BUDGET.performance,
    ],
    [
      'accessibility',
      `${result.accessibility} ≥ ${BUDGET.accessibility}`,
      result.accessibility >= BUDGET.accessibility,
    ],
    [
      'best practices',
      `${result.bestPractices} ≥ ${BUDGET.bestPractices}`,
      result.bestPractices >= BUDGET.bestPractices,
    ],
    [
      'cumulative layout shift',
      `${Number(result.cls.toFixed(4))} = ${BUDGET.cls}`,
      result.cls === BUDGET.cls,
    ],
  ];
  console.log('\nFirst-load JavaScript:');
  for (const file of files)
    console.log(`  ${(file.gzip / 1000).toFixed(1).padStart(6)} KB gzip  ${file.src}`);
  const atDefault = summary(defaultRuns);
  console.log(
    `\nHost benchmarkIndex ${Math.round(benchmarkIndex)}: calibrated CPU slowdown ${cpuSlowdown}x.`,
  );
  console.log(
    `Lighthouse, mobile, default 4x, median of ${RUNS}: performance ${atDefault.performance}, FCP ${atDefault.fcpMs} ms, LCP ${atDefault.lcpMs} ms, TBT ${atDefault.tbtMs} ms`,
  );
  console.log(
    `Lighthouse, mobile, calibrated ${cpuSlowdown}x, median of ${RUNS}: performance ${result.performance}, FCP ${result.fcpMs} ms, LCP ${result.lcpMs} ms, TBT ${result.tbtMs} ms`,
  );
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  if (failing.length > 0) console.log(`Failing audits: ${failing.join(', ')}`);
  console.log('\nBudget:');
  for (const [name, figure, pass] of checks) {
    console.log(`  ${pass ? 'ok  ' : 'MISS'} ${name.padEnd(24)} ${figure}`);
    ok &&= pass;
  }
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', 'web.json'),
    JSON.stringify({ ...result, benchmarkIndex, cpuSlowdown, atDefault, files, runs, defaultRuns }, null, 2),
  );
} finally {
  if (server) await stopProcess(server);
  await new Promise((done) => setTimeout(done, 1000));
  rmSync(work, { recursive: true, force: true });
}
if (process.argv.includes('--check') && !ok) process.exit(1);
