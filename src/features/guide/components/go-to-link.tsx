import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { toast } from '@/components/toast-store';
import { goToLabel, goToTarget, type GuideEntryNumber } from '../model/go-to';
import { GUIDE_MESSAGES } from '../model/messages';

export interface GoToLinkProps {
  entry: GuideEntryNumber;
  isPremium: boolean;
  /** The demo points at it. */
  highlight: boolean;
}

function premiumRequired(): void {
  toast({
    title: GUIDE_MESSAGES.premiumRequiredTitle,
    description: GUIDE_MESSAGES.premiumRequired,
  });
}

/** The entry's go-to button: a link; entries 11-14 send non-members to the plans with a toast. */
export function GoToLink({ entry, isPremium, highlight }: GoToLinkProps) {
  const target = goToTarget(entry, isPremium);
  return (
    <Link
      to={target.path}
      onClick={target.premiumRequired ? premiumRequired : undefined}
      className={buttonClasses(
        'primary',
        highlight ? 'ring-4 ring-brand-soft ring-offset-2 ring-offset-surface' : '',
      )}
    >
      {goToLabel(target.path)}
    </Link>
  );
}
