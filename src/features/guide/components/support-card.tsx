import { Link } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { GUIDE_MESSAGES } from '../model/messages';
import { Section } from './section';

/** Part 2 §2 and §9: the support contact card. */
export function SupportCard() {
  return (
    <Section title="Need help?">
      <p>Stuck on a step, a payment or a payout? Send us a message.</p>
      <p className="text-ink-muted">{GUIDE_MESSAGES.supportReply}</p>
      <Link to="/contact" className={buttonClasses('secondary', 'self-start')}>
        Contact Support
      </Link>
    </Section>
  );
}
