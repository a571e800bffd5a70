import { spawn } from 'node:child_process';
import { failureDigest } from './failure-digest.ts';
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

interface Outcome {
  ok: boolean;
  output: string;
}

/** Runs `npm run <script>`; side-by-side scripts keep their output until they end. */
function run(script: string, buffered: boolean): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const take = (out: NodeJS.WriteStream) => (data: Buffer) => {
      output += data.toString();
      if (!buffered) out.write(data);
    };
    child.stdout.on('data', take(process.stdout));
    child.stderr.on('data', take(process.stderr));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`── ${script} ──\n${output}`);
      resolve({ ok: code === 0, output });
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
  let failures: string[] = [];
  for (const step of STEPS) {
    const stepStarted = Date.now();
    console.log(`\n▶ ${step.name}`);
    const results = await Promise.all(step.scripts.map((s) => run(s, step.scripts.length > 1)));
    const ok = results.every((result) => result.ok);
    if (!ok) failures = results.filter((result) => !result.ok).map((r) => r.output);
    done.push({ name: step.name, ms: Date.now() - stepStarted, ok });
    const timings = step.suite ? await suiteTimings(step.suite) : undefined;
    if (step.suite && timings) console.log(`\n${describeTimings(step.suite, timings)}`);
    if (!ok) break;
  }
  // CI keeps only the end of the output: repeat why the failing step failed just above it.
  for (const output of failures) console.log(`\n${failureDigest(output)}`);
  console.log('\nnpm test — time per step');
  for (const step of done)
    console.log(`  ${minutes(step.ms).padStart(6)}  ${step.ok ? 'ok  ' : 'FAIL'}  ${step.name}`);
  console.log(`  ${minutes(Date.now() - started).padStart(6)}        total`);
  process.exit(done.every((step) => step.ok) && done.length === STEPS.length ? 0 : 1);
}

await main();
