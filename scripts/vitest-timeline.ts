import { appendFileSync, writeFileSync } from 'node:fs';
import type { Reporter, TestModule } from 'vitest/node';

/**
 * A Vitest reporter that writes when each test file was queued, started and ended, its
 * hooks included (`TIMELINE_OUT`, /tmp/vitest-timeline.log by default): one line per event,
 * seconds since the run began. The JSON reporter's startTime/endTime leave a file's beforeAll and
 * afterAll out, and a worker waiting in them looks idle (tests/README.md, "Measuring"):
 *
 *   npx vitest run --reporter=default --reporter=./scripts/vitest-timeline.ts
 */
export default class Timeline implements Reporter {
  private readonly out = process.env.TIMELINE_OUT ?? '/tmp/vitest-timeline.log';
  private readonly start = Date.now();

  onInit() {
    writeFileSync(this.out, '');
  }

  private log(event: string, module: TestModule) {
    const seconds = ((Date.now() - this.start) / 1000).toFixed(2);
    const file = module.moduleId.replace(`${process.cwd()}/`, '');
    appendFileSync(this.out, `${seconds} ${event} ${module.project.name} ${file}\n`);
  }

  onTestModuleQueued(module: TestModule) {
    this.log('queued', module);
  }

  onTestModuleStart(module: TestModule) {
    this.log('start', module);
  }

  onTestModuleEnd(module: TestModule) {
    this.log('end', module);
  }
}
