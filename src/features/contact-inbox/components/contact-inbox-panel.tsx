import { useState, type ComponentType, type ReactNode } from 'react';
import { Button } from '@/components/button';
import { Tabs } from '@/components/tabs';
import {
  useContactInbox,
  useNewMessageCount,
  useSetMessageStatus,
} from '../hooks/use-contact-inbox';
import { inboxAction, INBOX_TABS, newCountLabel, type InboxTab } from '../model/inbox';
import { ContactMessageCard } from './contact-message-card';

const EMPTY: Record<InboxTab, string> = {
  New: 'No new messages. Messages sent from the contact page appear here.',
  Handled: 'No handled messages yet.',
};

function MessageList({ tab }: { tab: InboxTab }) {
  const inbox = useContactInbox(tab);
  const move = useSetMessageStatus();
  if (inbox.failed && inbox.messages.length === 0)
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-danger">The contact messages could not be loaded.</p>
        <Button variant="secondary" className="self-start" onClick={inbox.retry}>
          Try again
        </Button>
      </div>
    );
  if (inbox.loading) return <p className="text-sm text-ink-muted">Loading…</p>;
  if (inbox.messages.length === 0) return <p className="text-sm text-ink-muted">{EMPTY[tab]}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label={`${tab} messages`} className="flex flex-col gap-3">
        {inbox.messages.map((message) => (
          <ContactMessageCard
            key={message.id}
            message={message}
            busy={move.isPending}
            onMove={(chosen) =>
              move.mutate({ message: chosen, status: inboxAction(chosen.status).next })
            }
          />
        ))}
      </ul>
      {inbox.hasMore && (
        <Button
          variant="secondary"
          className="self-center"
          disabled={inbox.loadingMore}
          onClick={inbox.loadMore}
        >
          Load more messages
        </Button>
      )}
    </div>
  );
}

function NewCount() {
  const count = useNewMessageCount();
  if (count.data === undefined) return null;
  return (
    <p role="status" className="text-sm font-semibold">
      {newCountLabel(count.data)}
    </p>
  );
}

export interface ContactInboxPanelProps {
  /** Decides who sees the inbox (the app passes the admin feature's AdminGate). */
  guard: ComponentType<{ children: ReactNode }>;
}

/**
 * The contact inbox for admins: messages from the contact page, newest first, under 'New' (new
 * or read) and 'Handled' (handled or archived). Moving one updates its status, which the
 * database audit-logs.
 */
export default function ContactInboxPanel({ guard: Guard }: ContactInboxPanelProps) {
  const [tab, setTab] = useState<InboxTab>('New');
  return (
    <section
      aria-labelledby="contact-inbox-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4"
    >
      <h2 id="contact-inbox-heading" className="text-lg font-bold">
        Contact Inbox
      </h2>
      <Guard>
        <NewCount />
        <Tabs<InboxTab> label="Contact messages" tabs={INBOX_TABS} value={tab} onChange={setTab}>
          <MessageList key={tab} tab={tab} />
        </Tabs>
      </Guard>
    </section>
  );
}
