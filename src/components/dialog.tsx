import { CloseIcon } from './close-icon';
import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  description?: string;
  children?: ReactNode;
  /** 'sheet' slides up from the bottom edge, the phone-friendly form of a dialog. */
  placement?: 'center' | 'sheet';
}

const PLACEMENT = {
  center: 'm-auto w-[min(100%-2rem,28rem)] rounded-2xl',
  sheet: 'mx-0 mb-0 mt-auto w-full max-w-none rounded-t-2xl sm:mx-auto sm:max-w-lg',
};

/**
 * A modal on the native <dialog> element: the browser traps focus, makes the page behind inert,
 * closes on Escape and returns focus to the opener.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  placement = 'center',
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  // After every render, not only when `open` changes: a native close whose close event never
  // reached onClose (the element's state and React's apart) is mended by the next request to open.
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  });

  return (
    <dialog
      ref={ref}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose(); // a tap on the backdrop
      }}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={`max-h-[90dvh] border border-line bg-surface p-0 text-ink backdrop:bg-black/70 ${PLACEMENT[placement]}`}
    >
      <div className="p-5">
        <div className="flex items-start justify-between gap-3">
          <h2 id={titleId} className="text-lg font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label="Close"
            className="-m-2 grid size-11 place-items-center rounded-lg text-ink-muted hover:text-ink"
          >
            <CloseIcon />
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="mt-1 text-sm text-ink-muted">
            {description}
          </p>
        )}
        <div className="mt-4">{children}</div>
      </div>
    </dialog>
  );
}
