import {
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react';
import type { User } from '@supabase/supabase-js';
import { toast } from '@/components/toast-store';
import { signOut } from '../api/sign-out';
import { displayName, initialOf } from '../model/display-name';

const SIGN_OUT_FAILED = 'There was an error signing out. Please try again.';

export interface SignedInMenuProps {
  user: User;
  /** Entries the app adds (e.g. 'Admin' for admins); rendered, and so loaded, only while open. */
  extras?: ReactNode;
}

/** A disclosure button with the user's name and e-mail, the app's extra entries and Sign out. */
export function SignedInMenu({ user, extras }: SignedInMenuProps) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const name = displayName(user);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
      setOpen(false);
      toast({ title: 'Signed out', description: 'See you soon!' });
    } catch (error) {
      console.error(error);
      toast({ title: 'Sign out failed', description: SIGN_OUT_FAILED, variant: 'destructive' });
    } finally {
      setSigningOut(false);
    }
  };

  // Following a link in the panel (an extra entry) closes it.
  const closeOnLink = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <div ref={root} className="relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`Account: ${name}`}
        onClick={() => setOpen((current) => !current)}
        className="flex min-h-11 items-center gap-2 rounded-xl px-1.5 hover:bg-surface-raised"
      >
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-brand font-bold text-white"
        >
          {initialOf(name)}
        </span>
        <span className="hidden max-w-32 truncate font-medium sm:inline">{name}</span>
      </button>
      {open && (
        <div
          id={panelId}
          onClick={closeOnLink}
          className="absolute right-0 top-full z-50 mt-2 w-64 rounded-xl border border-line bg-surface-raised p-3 shadow-lg shadow-black/40"
        >
          <p className="truncate font-semibold">{name}</p>
          {user.email && <p className="truncate text-sm text-ink-muted">{user.email}</p>}
          {extras && <Suspense fallback={null}>{extras}</Suspense>}
          <button
            type="button"
            disabled={signingOut}
            onClick={() => void leave()}
            className="mt-3 flex min-h-11 w-full items-center justify-center rounded-xl border border-line font-semibold hover:border-brand-soft disabled:opacity-60"
          >
            {signingOut ? 'Signing out…' : 'Sign out'}
          </button>
        </div>
      )}
    </div>
  );
}
