/** Where a failing run says why, in vitest's and Playwright's words. */
const FAILURE_HEADINGS = [
  /Unhandled Errors?/,
  /Uncaught Exception/,
  /Unhandled Rejection/,
  /Failed Tests \d+/,
  /^\s*\d+ failed$/m,
  /Startup Error/,
  /error TS\d+/,
  /✖ \d+ problems?/,
];

const LINES = 120;

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/**
 * The part of a failing step's output that says why it failed: from the first failure heading,
 * LINES lines (or the output's last LINES lines when none is found), without colour codes.
 */
export function failureDigest(output: string): string {
  const lines = output.replace(ANSI, '').split('\n');
  const first = lines.findIndex((line) => FAILURE_HEADINGS.some((heading) => heading.test(line)));
  const shown = first === -1 ? lines.slice(-LINES) : lines.slice(first, first + LINES);
  return ['── why the step failed ──', ...shown].join('\n');
}
