import { InstallIcon } from '../layout/nav-icons';
import type { InstallOffer } from './install-offer';
import { promptInstall } from './install-prompt';

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

/** The offer use-install-offer.ts found: the browser's prompt, or the iOS steps. */
export default function InstallButton({ offer }: { offer: Exclude<InstallOffer, 'none'> }) {
  if (offer === 'ios-steps') return <IosInstallSteps />;
  return (
    <button type="button" onClick={() => void promptInstall()} className={CONTROL}>
      <InstallIcon />
      Install app
    </button>
  );
}
