import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';

/** The parts of jest's --json output the report reads. */
export interface JestResults {
  testResults: {
    name: string;
    message: string;
    assertionResults: {
      fullName: string;
      status: 'passed' | 'failed' | 'pending' | 'todo' | 'skipped' | 'disabled' | 'focused';
      failureMessages: string[];
    }[];
  }[];
}

export interface TestOutcome {
  file: string;
  name: string;
  passed: boolean;
  serverDependent: boolean;
  cause: string | null;
}

export interface SuiteFigures {
  suite: string;
  total: number;
  serverDependent: number;
  passed: number;
  /** Tests that send nothing to the server, failing: they say nothing about supabase/local. */
  otherFailures: number;
  causes: { cause: string; tests: string[] }[];
  fileErrors: string[];
}

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * One line naming why a test failed: the error's first line, and for an assertion the first
 * line of what was received instead (preferring a `code`/`message`/`status` line), normalised so
 * the same cause groups together (numbers, ids and quotes of values shortened).
 */
export function causeOf(message: string): string {
  const lines = message
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim());
  const first = lines.find((line) => line.length > 0 && !line.startsWith('●')) ?? '(no message)';
  let detail = '';
  if (/^(Error: )?expect\(/.test(first)) {
    const added = lines.filter((line) => line.startsWith('+ ') && !/^\+ Received/.test(line));
    const removed = lines.filter(
      (line) => line.startsWith('- ') && !/^- (Snapshot|Expected)/.test(line),
    );
    const received = lines.find((line) => /^Received:/.test(line));
    const telling = added.find((line) => /"(code|message)"/.test(line));
    detail =
      telling ?? (added[0] ? `${removed[0] ?? ''} / ${added[0]}` : (received ?? removed[0] ?? ''));
  } else if (/^ZodError/.test(first)) {
    detail = lines.find((line) => /^"message":/.test(line)) ?? '';
  }
  const text = detail ? `${first.replace(/^Error: /, '')} -> ${detail}` : first;
  return text
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '<uuid>')
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+(Z|[+-]\d\d:?\d\d)?/g, '<time>')
    .replace(/\s+/g, ' ')
    .slice(0, 200);
}

export async function readHits(file: string): Promise<Set<string>> {
  const text = await readFile(file, 'utf8');
  const hits = new Set<string>();
  for (const line of text.split('\n')) {
    if (!line) continue;
    const hit = JSON.parse(line) as { file: string; test: string | null };
    if (hit.test) hits.add(`${hit.file}\u0000${hit.test}`);
  }
  return hits;
}

export function outcomes(results: JestResults, hits: Set<string>, root: string): TestOutcome[] {
  const all: TestOutcome[] = [];
  for (const file of results.testResults) {
    for (const test of file.assertionResults) {
      if (test.status !== 'passed' && test.status !== 'failed') continue;
      all.push({
        file: relative(root, file.name),
        name: test.fullName,
        passed: test.status === 'passed',
        serverDependent: hits.has(`${file.name}\u0000${test.fullName}`),
        cause: test.status === 'failed' ? causeOf(test.failureMessages.join('\n')) : null,
      });
    }
  }
  return all;
}

export function figures(
  suite: string,
  results: JestResults,
  all: TestOutcome[],
  root: string,
): SuiteFigures {
  const dependent = all.filter((test) => test.serverDependent);
  const byCause = new Map<string, string[]>();
  for (const test of dependent) {
    if (test.passed) continue;
    const list = byCause.get(test.cause!) ?? [];
    list.push(`${test.file} › ${test.name}`);
    byCause.set(test.cause!, list);
  }
  const fileErrors = results.testResults
    .filter((file) => file.assertionResults.length === 0 && file.message)
    .map((file) => `${relative(root, file.name)}: ${causeOf(file.message)}`);
  return {
    suite,
    total: all.length,
    serverDependent: dependent.length,
    passed: dependent.filter((test) => test.passed).length,
    otherFailures: all.filter((test) => !test.serverDependent && !test.passed).length,
    causes: [...byCause.entries()]
      .map(([cause, tests]) => ({ cause, tests }))
      .sort((a, b) => b.tests.length - a.tests.length || a.cause.localeCompare(b.cause)),
    fileErrors,
  };
}

export function printFigures(f: SuiteFigures, verbose: boolean) {
  const percent = f.serverDependent ? ((100 * f.passed) / f.serverDependent).toFixed(1) : '—';
  console.log(`\n== ${f.suite}`);
  console.log(
    `total ${f.total} · server-dependent ${f.serverDependent} · passed ${f.passed} · ${percent} %` +
      (f.otherFailures ? ` · (${f.otherFailures} failing tests send nothing to the server)` : ''),
  );
  for (const error of f.fileErrors) console.log(`  file failed to run: ${error}`);
  if (f.causes.length) console.log('failing, by cause:');
  for (const { cause, tests } of f.causes) {
    console.log(`  [${tests.length}] ${cause}`);
    for (const test of verbose ? tests : tests.slice(0, 3)) console.log(`        ${test}`);
    if (!verbose && tests.length > 3) console.log(`        … and ${tests.length - 3} more`);
  }
}
