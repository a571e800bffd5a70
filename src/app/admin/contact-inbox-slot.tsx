import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { AdminGate } from '@/features/admin';
import { loadContactInboxPanel } from '@/features/contact-inbox';

// The inbox's code loads only for admins.
const ContactInboxPanel = lazy(() => loadContactInboxPanel());

/** The contact inbox behind the admin feature's gate. */
export function ContactInboxSlot() {
  return (
    <ErrorBoundary area="contact inbox">
      <Suspense fallback={null}>
        <ContactInboxPanel guard={AdminGate} />
      </Suspense>
    </ErrorBoundary>
  );
}
