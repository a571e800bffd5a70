import { MINIMUM_PAYOUT_TEXT } from '@/domain/payouts';
import { Card } from './card';
import { COMMISSION, REFERRAL_DAYS } from '../model/program-facts';

/** Part 2 §9 and design §3.6: the program's rules, shown to everyone. */
const RULES: readonly string[] = [
  `${COMMISSION} lifetime commission on boost plans and Premium memberships bought through your link.`,
  `A referral is valid for ${REFERRAL_DAYS} days from the first click on your link.`,
  'No self-referrals: your own purchases earn no commission.',
  `Minimum payout ${MINIMUM_PAYOUT_TEXT}.`,
  'Payouts are reviewed by an admin; processing takes 3-5 business days.',
  'Refunded payments take their commission back.',
];

export function RulesCard() {
  return (
    <Card title="Rules and Terms">
      <ul className="flex list-disc flex-col gap-1.5 pl-5 text-ink-muted">
        {RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </Card>
  );
}
