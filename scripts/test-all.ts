import { spawn } from 'node:child_process';
import { describeTimings, suiteTimings, type Suite } from './test-timings.ts';

/**
 * `npm test`: every check CI runs, in order, stopping at the first failure. It prints each step's
 * duration at the end, and after each test suite its 10 slowest files and tests (tests/README.md).
 */
interface Step {
  name: string;
  /** npm scripts run side by side (typecheck and lint each keep one core busy). */
  scripts: string[];
  suite?: Suite;
}

const STEPS: Step[] = [
  { name: 'typecheck + lint', scripts: ['typecheck', 'lint'] },
  { name: 'unit', scripts: ['test:unit'], suite: 'unit' },
  { name: 'integration', scripts: ['test:integration'], suite: 'integration' },
  { name: 'e2e (chromium)', scripts: ['test:e2e'], suite: 'e2e' },
  { name: 'webkit', scripts: ['test:webkit'], suite: 'webkit' },
];

/** Runs `npm run <script>`; side-by-side scripts keep their output until they end. */
function run(script: string, buffered: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (data: Buffer) => (output += data.toString()));
    child.stderr?.on('data', (data: Buffer) => (output += data.toString()));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`── ${script} ──\n${output}`);
      resolve(code === 0);
    });
  });
}

const minutes = (ms: number) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

async function main() {
  const started = Date.now();
  const done: { name: string; ms: number; ok: boolean }[] = [];
  for (const step of STEPS) {
    const stepStarted = Date.now();
    console.log(`\n▶ ${step.name}`);
    const results = await Promise.all(step.scripts.map((s) => run(s, step.scripts.length > 1)));
    const ok = results.every(Boolean);
    done.push({ name: step.name, ms: Date.now() - stepStarted, ok });
    const timings = step.suite ? await suiteTimings(step.suite) : undefined;
    if (step.suite && timings) console.log(`\n${describeTimings(step.suite, timings)}`);
    if (!ok) break;
  }
  console.log('\nnpm test — time per step');
  for (const step of done)
    console.log(`  ${minutes(step.ms).padStart(6)}  ${step.ok ? 'ok  ' : 'FAIL'}  ${step.name}`);
  console.log(`  ${minutes(Date.now() - started).padStart(6)}        total`);
  process.exit(done.every((step) => step.ok) && done.length === STEPS.length ? 0 : 1);
}

await main();
