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
      <h3 className="font-bold">{title}</h3>
      <p className="text-sm text-ink-muted">{text}</p>
      {children}
    </li>
  );
}

export interface DashboardActionsProps {
  userId: string;
  /** Earn Money opens the dashboard's Earnings tab. */
  onEarnMoney(): void;
}

/** Part 2 §2: the dashboard's action cards. */
export function DashboardActions({ userId, onEarnMoney }: DashboardActionsProps) {
  return (
    <ul aria-label="Premium actions" className="grid gap-3 sm:grid-cols-2">
      <ActionCard title="Priority Video Uploads" text="Record, upload or link your next video.">
        <Link to="/submit" className={LINK}>
          Upload a video
        </Link>
      </ActionCard>
      <ActionCard title="Earn Money" text="Get paid for watching, liking, commenting and sharing.">
        <button type="button" onClick={onEarnMoney} className={`${LINK} self-start`}>
          Open Earnings
        </button>
      </ActionCard>
      <ActionCard title="Premium Community" text="Swap support on YouTube and TikTok with members.">
        <Link to="/premium-group" className={LINK}>
          Open the community
        </Link>
      </ActionCard>
      <ActionCard title="Community Engagement" text="Watch and like the latest videos.">
        <Link to="/latest-videos" className={LINK}>
          Latest videos
        </Link>
      </ActionCard>
      <ActionCard title="Video Boosting" text="Put a video in the spotlight for 1 to 5 days.">
        <Link to="/boost-plans" className={LINK}>
          Boost plans
        </Link>
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
