import { InstallIcon } from '../layout/nav-icons';
import { promptInstall } from './install-prompt';
import { usePwaStore } from './pwa-store';

/** Appears only while the browser offers to install LaughLoop. */
export function InstallButton() {
  const offered = usePwaStore((state) => state.installPrompt !== null);
  if (!offered) return null;
  return (
    <button
      type="button"
      onClick={() => void promptInstall()}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-xl border border-line bg-surface-raised px-3 text-sm font-semibold hover:border-brand-soft"
    >
      <InstallIcon />
      Install app
    </button>
  );
}
