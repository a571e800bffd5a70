import { useEffect, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import type { MenuAction } from './more-menu';

function MenuItem({ action, onDone }: { action: MenuAction; onDone(): void }) {
  const look = `flex min-h-11 w-full items-center gap-2 px-3 text-left text-sm font-medium hover:bg-surface focus:bg-surface ${
    action.danger ? 'text-danger' : 'text-ink'
  }`;
  if (action.to !== undefined)
    return (
      <Link role="menuitem" to={action.to} onClick={onDone} className={look}>
        {action.icon}
        {action.label}
      </Link>
    );
  return (
    <button
      type="button"
      role="menuitem"
      onClick={() => {
        onDone();
        action.onSelect();
      }}
      className={look}
    >
      {action.icon}
      {action.label}
    </button>
  );
}

/**
 * The open More menu, loaded on the first tap (not with the first screen). It takes the focus,
 * moves it with the arrows, and closes on Escape (focus back to its button) or a tap outside
 * `root`. `onClose` must keep its identity, or every render of the owner would refocus the menu.
 */
export default function MoreMenuPopup({
  id,
  label,
  actions,
  overlay,
  root,
  onClose,
}: {
  id: string;
  label: string;
  actions: MenuAction[];
  overlay: boolean;
  root: RefObject<HTMLDivElement | null>;
  onClose(refocus: boolean): void;
}) {
  useEffect(() => {
    const node = root.current;
    if (!node) return;
    const items = () => Array.from(node.querySelectorAll<HTMLElement>('[role="menuitem"]'));
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!node.contains(event.target as Node)) onClose(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onClose(true);
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        event.stopPropagation();
        const all = items();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const index = all.indexOf(document.activeElement as HTMLElement);
        all[(index + step + all.length) % all.length]?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    node.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      node.removeEventListener('keydown', onKeyDown);
    };
  }, [root, onClose]);

  return (
    <ul
      id={id}
      role="menu"
      aria-label={label}
      className={`absolute z-20 min-w-40 overflow-hidden rounded-xl border border-line bg-surface-raised py-1 shadow-lg shadow-black/50 ${
        overlay ? 'bottom-0 right-full mr-2' : 'bottom-full right-0 mb-1'
      }`}
    >
      {actions.map((action) => (
        <li key={action.label} role="none">
          <MenuItem action={action} onDone={() => onClose(false)} />
        </li>
      ))}
    </ul>
  );
}
