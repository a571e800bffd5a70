import { Button } from '@/components/button';
import { inboxAction, replyHref, STATUS_LABELS, type ContactMessage } from '../model/inbox';

const when = (iso: string) => new Date(iso).toLocaleString();

export interface ContactMessageCardProps {
  message: ContactMessage;
  busy: boolean;
  onMove(message: ContactMessage): void;
}

/** One message: who wrote, how to reply, what they said, when, and the move its status allows. */
export function ContactMessageCard({ message, busy, onMove }: ContactMessageCardProps) {
  const action = inboxAction(message.status);
  const href = replyHref(message.email, message.subject);
  return (
    <li
      aria-label={`${message.subject} from ${message.name}`}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface p-3"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words font-bold">{message.subject}</h3>
          <p className="truncate">{message.name}</p>
          {href ? (
            <a href={href} className="block truncate text-sm text-brand-soft underline">
              {message.email}
            </a>
          ) : (
            <p className="truncate text-sm text-ink-muted">{message.email}</p>
          )}
          <p className="text-sm text-ink-muted">
            <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
          </p>
        </div>
        <span className="shrink-0 rounded-full bg-stage px-2.5 py-0.5 text-xs font-semibold">
          {STATUS_LABELS[message.status]}
        </span>
      </div>
      <p className="whitespace-pre-wrap break-words">{message.message}</p>
      <Button
        variant="secondary"
        className="self-start"
        disabled={busy}
        onClick={() => onMove(message)}
      >
        {action.label}
      </Button>
    </li>
  );
}
