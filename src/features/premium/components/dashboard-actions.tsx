import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ManageSubscriptionButton } from './membership-status';

const CARD = 'flex flex-col gap-2 rounded-2xl border border-line bg-surface-raised p-4';
const LINK = 'inline-flex min-h-11 items-center font-semibold text-brand-soft hover:underline';

function ActionCard({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <li className={CARD}>
      <h2 className="font-bold">{title}</h2>
      <p className="text-sm text-ink-muted">{text}</p>
      {children}
    </li>
  );
}

export interface DashboardActionsProps {
  userId: string;
  /** Earn Money opens the dashboard's Earnings tab. */
  onEarnMoney(): void;
  /** Video Boosting's action: choosing one of the member's videos first (from src/app). */
  boostAction: ReactNode;
}

/** The action cards that lead to another page: title, what it is for, link text and target. */
const LINK_CARDS = [
  [
    'Priority Video Uploads',
    'Record, upload or link your next video.',
    'Upload a video',
    '/submit',
  ],
  [
    'Premium Community',
    'Swap support on YouTube and TikTok with members.',
    'Open the community',
    '/premium-group',
  ],
  ['Community Engagement', 'Watch and like the latest videos.', 'Latest videos', '/latest-videos'],
] as const;

function LinkCard({ card: [title, text, label, to] }: { card: (typeof LINK_CARDS)[number] }) {
  return (
    <ActionCard title={title} text={text}>
      <Link to={to} className={LINK}>
        {label}
      </Link>
    </ActionCard>
  );
}

/** Part 2 §2: the dashboard's action cards, in the spec's order. */
export function DashboardActions({ userId, onEarnMoney, boostAction }: DashboardActionsProps) {
  const [uploads, community, engagement] = LINK_CARDS;
  return (
    <ul aria-label="Premium actions" className="grid gap-3 sm:grid-cols-2">
      <LinkCard card={uploads} />
      <ActionCard title="Earn Money" text="Get paid for watching, liking, commenting and sharing.">
        <button type="button" onClick={onEarnMoney} className={`${LINK} self-start`}>
          Open Earnings
        </button>
      </ActionCard>
      <LinkCard card={community} />
      <LinkCard card={engagement} />
      <ActionCard title="Video Boosting" text="Put a video in the spotlight for 1 to 5 days.">
        {boostAction}
      </ActionCard>
      <ActionCard
        title="Account Settings"
        text="Change your plan, cancel or resume your subscription."
      >
        <ManageSubscriptionButton userId={userId} />
      </ActionCard>
    </ul>
  );
}
