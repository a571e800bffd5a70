import { InstallIcon } from '../layout/nav-icons';
import { installOffer, runsStandalone } from './install-offer';
import { promptInstall } from './install-prompt';
import { usePwaStore } from './pwa-store';

const CONTROL =
  'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-xl border border-line bg-surface-raised px-3 text-sm font-semibold hover:border-brand-soft';

/** iOS has no install prompt: Safari installs from its Share sheet, so we say how. */
function IosInstallSteps() {
  return (
    <details className="relative">
      <summary className={`${CONTROL} list-none [&::-webkit-details-marker]:hidden`}>
        <InstallIcon />
        Install app
      </summary>
      <div
        role="note"
        className="absolute right-0 top-full z-50 mt-2 w-64 rounded-xl border border-line bg-surface-raised p-3 text-sm shadow-lg"
      >
        <p className="font-semibold">Install LaughLoop</p>
        <p className="mt-1">Tap Share, then Add to Home Screen.</p>
      </div>
    </details>
  );
}

/**
 * The browser's install offer where it makes one, the Share → Add to Home Screen steps on iOS,
 * and nothing elsewhere or once LaughLoop runs as an installed app.
 */
export function InstallButton() {
  const promptAvailable = usePwaStore((state) => state.installPrompt !== null);
  const offer = installOffer({
    promptAvailable,
    userAgent: globalThis.navigator?.userAgent ?? '',
    maxTouchPoints: globalThis.navigator?.maxTouchPoints ?? 0,
    standalone: runsStandalone(),
  });
  if (offer === 'ios-steps') return <IosInstallSteps />;
  if (offer === 'none') return null;
  return (
    <button type="button" onClick={() => void promptInstall()} className={CONTROL}>
      <InstallIcon />
      Install app
    </button>
  );
}
