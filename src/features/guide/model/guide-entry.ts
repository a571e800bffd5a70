import type { GuideEntryNumber } from './go-to';

/** One expandable entry of the How It Works guide. */
export interface GuideEntry {
  number: GuideEntryNumber;
  title: string;
  /** One line under the title. */
  summary: string;
  /** Three to five steps. */
  steps: readonly string[];
}

/** What the Listen button reads out: the title, the summary and the numbered steps. */
export function narrationText(entry: GuideEntry): string {
  const steps = entry.steps.map((step, index) => `Step ${index + 1}. ${step}`);
  return [`${entry.title}.`, entry.summary, ...steps].join(' ');
}
