import type { ReactNode } from 'react';

/** One dashboard figure: a label above a big number (or the membership's state). */
export function StatCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <li className="flex flex-col gap-1 rounded-2xl border border-line bg-surface-raised p-4">
      <span className="text-sm text-ink-muted">{label}</span>
      <div className="text-2xl font-bold">{children}</div>
    </li>
  );
}
