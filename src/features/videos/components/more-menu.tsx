import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { MoreIcon } from './icons';

export interface MenuAction {
  label: string;
  icon: ReactNode;
  onSelect(): void;
  danger?: boolean;
}

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

  useEffect(() => {
    if (!open) return;
    root.current?.querySelector<HTMLButtonElement>('[role="menuitem"]')?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    const items = Array.from(
      root.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [],
    );
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      event.stopPropagation();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(index + step + items.length) % items.length]?.focus();
    }
  };

  return (
    <div ref={root} className="relative" onKeyDown={onKeyDown}>
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
        <ul
          id={menuId}
          role="menu"
          aria-label={label}
          className={`absolute z-20 min-w-44 overflow-hidden rounded-xl border border-line bg-surface-raised py-1 shadow-lg shadow-black/50 ${
            overlay ? 'bottom-0 right-full mr-2' : 'bottom-full right-0 mb-1'
          }`}
        >
          {actions.map((action) => (
            <li key={action.label} role="none">
              <button
                type="button"
                role="menuitem"
                onClick={() => {
                  setOpen(false);
                  action.onSelect();
                }}
                className={`flex min-h-11 w-full items-center gap-2 px-3 text-left text-sm font-medium hover:bg-surface focus:bg-surface ${
                  action.danger ? 'text-danger' : 'text-ink'
                }`}
              >
                {action.icon}
                {action.label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
