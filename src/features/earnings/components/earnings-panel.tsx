import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button-classes';
import { Tabs } from '@/components/tabs';
import { EARNING_MESSAGES } from '../model/messages';
import { EarningsTab } from './earnings-tab';
import { PayoutHistoryTab } from './payout-history-tab';
import { RequestPayoutTab } from './request-payout-tab';

export const EARNINGS_TABS = ['Earnings', 'Request Payout', 'Payout History'] as const;
export type EarningsPanelTab = (typeof EARNINGS_TABS)[number];

export interface EarningsPanelProps {
  userId: string;
  isPremium: boolean;
  initialTab?: EarningsPanelTab;
}

/**
 * Part 1 §2: the Premium earnings panel with tabs Earnings, Request Payout, Payout History — on
 * /submit, and for the Premium dashboard to mount. Non-Premium members are invited to upgrade.
 */
export default function EarningsPanel({ userId, isPremium, initialTab }: EarningsPanelProps) {
  const [tab, setTab] = useState<EarningsPanelTab>(initialTab ?? 'Earnings');
  const section = useRef<HTMLElement>(null);
  // Opened on a named tab (a link from a payout mail): bring the panel into view.
  useEffect(() => {
    if (initialTab) section.current?.scrollIntoView({ block: 'start' });
  }, [initialTab]);
  return (
    <section
      ref={section}
      aria-labelledby="earnings-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4"
    >
      <h2 id="earnings-heading" className="text-lg font-bold">
        Your Earnings
      </h2>
      {isPremium ? (
        <Tabs<EarningsPanelTab> label="Earnings" tabs={EARNINGS_TABS} value={tab} onChange={setTab}>
          {tab === 'Earnings' && <EarningsTab userId={userId} />}
          {tab === 'Request Payout' && <RequestPayoutTab userId={userId} />}
          {tab === 'Payout History' && <PayoutHistoryTab userId={userId} />}
        </Tabs>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p>{EARNING_MESSAGES.upgrade}</p>
          <Link to="/premium-order" className={buttonClasses('primary')}>
            Go Premium
          </Link>
        </div>
      )}
    </section>
  );
}
