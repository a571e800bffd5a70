import { CloseIcon } from './close-icon';
import { dismissToast, type ToastItem } from './toast-store';

const VARIANT_STYLES: Record<ToastItem['variant'], string> = {
  default: 'border-line',
  success: 'border-success/60',
  destructive: 'border-danger/70',
};

/** One toast (loaded with the first one: the region itself is in the shell). */
export default function Toast({ item }: { item: ToastItem }) {
  return (
    <li
      className={`toast-enter pointer-events-auto flex items-start gap-3 rounded-xl border bg-surface-raised p-3 shadow-lg shadow-black/40 ${VARIANT_STYLES[item.variant]}`}
    >
      <div
        // Errors interrupt (alert); everything else waits its turn in the polite region. The role
        // sits inside the item: an <li role="alert"> is no list item, and axe's 'list' rule fails
        // the region's <ol>.
        role={item.variant === 'destructive' ? 'alert' : undefined}
        className="min-w-0 flex-1"
      >
        <p className="font-semibold">{item.title}</p>
        {item.description && <p className="mt-0.5 text-sm text-ink-muted">{item.description}</p>}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(item.id)}
        className="-m-1 grid size-11 shrink-0 place-items-center rounded-lg text-ink-muted hover:text-ink"
        aria-label={`Dismiss: ${item.title}`}
      >
        <CloseIcon />
      </button>
    </li>
  );
}
