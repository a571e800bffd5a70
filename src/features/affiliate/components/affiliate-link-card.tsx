import { useId } from 'react';
import { Button } from '@/components/button';
import { toast } from '@/components/toast-store';
import { affiliateLink } from '../model/affiliate-link';
import { AFFILIATE_MESSAGES } from '../model/messages';
import { Card } from './card';
import { REFERRAL_DAYS } from '../model/program-facts';

const INPUT =
  'min-w-0 flex-1 rounded-xl border border-line bg-surface-raised px-3 py-2.5 text-ink focus:border-brand-soft';

/** Copies the link; no clipboard (an http origin, an old browser) counts as a failure. */
async function copyLink(link: string): Promise<void> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('No clipboard on this device.');
    await navigator.clipboard.writeText(link);
    toast({ title: AFFILIATE_MESSAGES.copied, variant: 'success' });
  } catch (error) {
    console.warn('Copying the affiliate link failed', error);
    toast({ title: AFFILIATE_MESSAGES.copyFailed, variant: 'destructive' });
  }
}

/** The member's own link (part 2 §7: the site origin with ?ref=code) and Copy. */
export function AffiliateLinkCard({ code }: { code: string }) {
  const inputId = useId();
  const link = affiliateLink(window.location.origin, code);
  return (
    <Card title="Your Affiliate Link">
      <label htmlFor={inputId} className="font-medium">
        Your affiliate link
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="text"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className={INPUT}
        />
        <Button variant="secondary" onClick={() => void copyLink(link)}>
          Copy
        </Button>
      </div>
      <p className="text-sm text-ink-muted">
        Your code is <span className="font-mono font-semibold text-ink">{code}</span>. Someone who
        signs up or buys within {REFERRAL_DAYS} days of first opening your link is your referral for
        good: you earn on every boost and Premium payment they make.
      </p>
    </Card>
  );
}
