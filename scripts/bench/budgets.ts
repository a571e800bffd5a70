/** A measured size and the most it may be, both in gzip bytes. */
export interface Measured {
  name: string;
  gzipBytes: number;
  budgetKiB: number;
}

export interface BudgetVerdict {
  /** One line per measure, in the order given. */
  lines: string[];
  /** True when every measure is within its budget (equal counts as within). */
  pass: boolean;
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** Design §4's budgets, checked: a size over its budget fails the run (exit code 1 in CI). */
export function checkBudgets(measures: readonly Measured[]): BudgetVerdict {
  const lines = measures.map(({ name, gzipBytes, budgetKiB }) => {
    const verdict = gzipBytes <= budgetKiB * 1024 ? 'PASS' : 'FAIL';
    return `Budget for ${name}: ${kib(gzipBytes)} KiB of ${budgetKiB} KiB gzip — ${verdict}`;
  });
  return { lines, pass: measures.every((m) => m.gzipBytes <= m.budgetKiB * 1024) };
}
