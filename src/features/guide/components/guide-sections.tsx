import { usePremiumStatus } from '@/lib/premium-status';
import { EARNING_ENTRIES, GENERAL_ENTRIES } from '../model/entries';
import type { GuideEntry } from '../model/guide-entry';
import { GUIDE_MESSAGES } from '../model/messages';
import { GuideEntryItem } from './guide-entry-item';
import { Section } from './section';

function EntryList({ entries, isPremium }: { entries: readonly GuideEntry[]; isPremium: boolean }) {
  return (
    <ol className="flex flex-col gap-2">
      {entries.map((entry) => (
        <GuideEntryItem key={entry.number} entry={entry} isPremium={isPremium} />
      ))}
    </ol>
  );
}

/** Entries 1-10, for everyone. */
export function GeneralGuide() {
  const isPremium = usePremiumStatus((state) => state.isPremium);
  return (
    <Section title="Step-by-step guide">
      <EntryList entries={GENERAL_ENTRIES} isPremium={isPremium} />
    </Section>
  );
}

/** Entries 11-15, the Premium earning entries. */
export function EarningGuide() {
  const { isPremium, loading } = usePremiumStatus();
  return (
    <Section title="Earn with Premium">
      {!loading && !isPremium && (
        <p className="rounded-xl border border-warning/60 bg-warning/10 p-3 font-semibold">
          {GUIDE_MESSAGES.upgradeToEarn}
        </p>
      )}
      <EntryList entries={EARNING_ENTRIES} isPremium={isPremium} />
    </Section>
  );
}
