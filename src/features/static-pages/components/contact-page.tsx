import { Link } from 'react-router-dom';
import { Page } from '@/components/page';
import { SITE_FACTS } from '../model/site-facts';
import { ContactForm } from './contact-form';

export function ContactPage() {
  return (
    <Page
      title="Contact Us"
      lead={`Questions about a challenge, your videos, Premium or payouts? Tell us below — we usually reply within ${SITE_FACTS.supportReplyHours} hours.`}
    >
      <p className="text-sm text-ink-muted">
        For privacy requests, use the subject “Privacy request”; we answer those within{' '}
        {SITE_FACTS.privacyReplyHours} hours. To report a video, you can also use Report on the
        video itself. See also the{' '}
        <Link to="/content-guidelines" className="text-brand-soft underline underline-offset-2">
          Content Guidelines
        </Link>
        .
      </p>
      <ContactForm />
    </Page>
  );
}
