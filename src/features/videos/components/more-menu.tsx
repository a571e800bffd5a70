import { lazy, Suspense, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { MoreIcon } from './icons';

const MoreMenuPopup = lazy(() => import('./more-menu-popup'));

/** An item of the menu: a command (`onSelect`) or a link to another screen (`to`). */
export type MenuAction = { label: string; icon: ReactNode; danger?: boolean } & (
  { onSelect(): void; to?: undefined } | { to: string; onSelect?: undefined }
);

/** A small menu button (aria menu pattern): arrows move, Escape or a tap outside closes. */
export function MoreMenu({
  label,
  actions,
  overlay,
}: {
  label: string;
  actions: MenuAction[];
  overlay: boolean;
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className={`flex min-h-11 min-w-11 items-center justify-center rounded-xl ${
          overlay ? 'text-white drop-shadow' : 'hover:bg-surface-raised'
        }`}
      >
        <MoreIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <MoreMenuPopup
            id={menuId}
            label={label}
            actions={actions}
            overlay={overlay}
            root={root}
            onClose={close}
          />
        </Suspense>
      )}
    </div>
  );
}
