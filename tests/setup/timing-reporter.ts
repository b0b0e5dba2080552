// Opt-in Vitest reporter: where the suite's wall time goes, per test file (prepare, import,
// tests and hooks), written as JSON (README "Quick start").
// Use: npx vitest run --reporter=default --reporter=./tests/setup/timing-reporter.ts
// (TIMING_OUT sets the output file; default vitest-timing.json in the working directory).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

interface FileTiming {
  file: string;
  /** Worker start to first test: environment, harness and the test module's own imports. */
  prepareMs: number;
  collectMs: number;
  /** Every test and hook (beforeAll servers and browsers included). */
  runMs: number;
  wallStart: number;
  wallEnd: number;
}

export default class TimingReporter implements Reporter {
  private readonly files: FileTiming[] = [];
  private readonly started = new Map<string, number>();

  onTestModuleQueued(module: TestModule): void {
    this.started.set(module.moduleId, Date.now());
  }

  onTestModuleEnd(module: TestModule): void {
    const d = module.diagnostic();
    this.files.push({
      file: path.relative(process.cwd(), module.moduleId),
      prepareMs: Math.round(d.environmentSetupDuration + d.prepareDuration + d.setupDuration),
      collectMs: Math.round(d.collectDuration),
      runMs: Math.round(d.duration),
      wallStart: this.started.get(module.moduleId) ?? 0,
      wallEnd: Date.now(),
    });
  }

  onTestRunEnd(): void {
    const out = process.env.TIMING_OUT ?? 'vitest-timing.json';
    this.files.sort((a, b) => b.prepareMs + b.collectMs + b.runMs - (a.prepareMs + a.collectMs + a.runMs));
    writeFileSync(out, JSON.stringify(this.files, null, 1));
  }
}
