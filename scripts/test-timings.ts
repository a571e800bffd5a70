import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';

/** Where each suite's machine-readable report lands (package.json's test:* scripts write them). */
export const REPORTS = {
  unit: 'test-reports/unit.json',
  integration: 'test-reports/integration.json',
  e2e: 'test-reports/e2e.json',
  webkit: 'test-reports/webkit.json',
} as const;
export type Suite = keyof typeof REPORTS;

export interface Timed {
  name: string;
  ms: number;
}

export interface SuiteTimings {
  files: Timed[];
  tests: Timed[];
  /** Tests that failed first and passed on a retry (Playwright's "flaky"). */
  retried: string[];
}

interface VitestReport {
  testResults: {
    name: string;
    startTime: number;
    endTime: number;
    assertionResults: { fullName: string; duration?: number | null }[];
  }[];
}

interface PlaywrightSpec {
  title: string;
  file: string;
  tests: { results: { duration: number; status: string }[] }[];
}
interface PlaywrightSuite {
  title: string;
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  suites: PlaywrightSuite[];
}

const short = (path: string) => relative(process.cwd(), path) || path;

export function vitestTimings(report: VitestReport): SuiteTimings {
  const files = report.testResults.map((file) => ({
    name: short(file.name),
    ms: file.endTime - file.startTime,
  }));
  const tests = report.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      name: `${short(file.name)} › ${test.fullName}`,
      ms: test.duration ?? 0,
    })),
  );
  return { files, tests, retried: [] };
}

function playwrightSpecs(suite: PlaywrightSuite, titles: string[] = []): [PlaywrightSpec, string][] {
  const path = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
  return [
    ...(suite.specs ?? []).map((spec): [PlaywrightSpec, string] => [
      spec,
      [...path, spec.title].join(' › '),
    ]),
    ...(suite.suites ?? []).flatMap((child) => playwrightSpecs(child, path)),
  ];
}

export function playwrightTimings(report: PlaywrightReport): SuiteTimings {
  const byFile = new Map<string, number>();
  const tests: Timed[] = [];
  const retried: string[] = [];
  for (const [spec, title] of report.suites.flatMap((suite) => playwrightSpecs(suite))) {
    for (const test of spec.tests) {
      const ms = test.results.reduce((sum, result) => sum + result.duration, 0);
      tests.push({ name: `${spec.file} › ${title}`, ms });
      byFile.set(spec.file, (byFile.get(spec.file) ?? 0) + ms);
      const last = test.results.at(-1);
      if (test.results.length > 1 && last?.status === 'passed') retried.push(`${spec.file} › ${title}`);
    }
  }
  return { files: [...byFile].map(([name, ms]) => ({ name, ms })), tests, retried };
}

export async function suiteTimings(suite: Suite): Promise<SuiteTimings | undefined> {
  const text = await readFile(REPORTS[suite], 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const report = JSON.parse(text) as VitestReport | PlaywrightReport;
  return 'testResults' in report ? vitestTimings(report) : playwrightTimings(report);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

function slowest(title: string, rows: Timed[], count: number): string[] {
  const top = [...rows].sort((a, b) => b.ms - a.ms).slice(0, count);
  return [`  ${title}`, ...top.map((row) => `  ${seconds(row.ms)}  ${row.name}`)];
}

/** The suite's 10 slowest files and tests, and any test that needed a retry. */
export function describeTimings(suite: Suite, timings: SuiteTimings, count = 10): string {
  const lines = [
    `${suite}: ${timings.tests.length} tests in ${timings.files.length} files`,
    ...slowest(`slowest ${count} files`, timings.files, count),
    ...slowest(`slowest ${count} tests`, timings.tests, count),
  ];
  if (timings.retried.length)
    lines.push(`  passed only on a retry (flaky):`, ...timings.retried.map((name) => `    ${name}`));
  return lines.join('\n');
}

/** `npm run test:timings [suite…]`: the slowest files and tests of the last run's reports. */
async function main() {
  const asked = process.argv.slice(2) as Suite[];
  const suites = asked.length ? asked : (Object.keys(REPORTS) as Suite[]);
  for (const suite of suites) {
    const timings = await suiteTimings(suite);
    console.log(timings ? describeTimings(suite, timings) : `${suite}: no report (${REPORTS[suite]})`);
    console.log('');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
