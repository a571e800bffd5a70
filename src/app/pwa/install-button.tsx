import { InstallIcon } from '../layout/nav-icons';
import type { InstallOffer } from './install-offer';
import { promptInstall } from './install-prompt';

// An icon on phones, where the words would not fit the header beside the account button; the
// words come back from sm up. The aria-label keeps the name the same at every width.
const CONTROL =
  'inline-flex size-11 cursor-pointer items-center justify-center gap-1.5 whitespace-nowrap rounded-xl border border-line bg-surface-raised text-sm font-semibold hover:border-brand-soft sm:w-auto sm:px-3';
const LABEL = 'Install app';
const WORDS = <span className="hidden sm:inline">{LABEL}</span>;

/** iOS has no install prompt: Safari installs from its Share sheet, so we say how. */
function IosInstallSteps() {
  return (
    <details className="relative">
      <summary
        aria-label={LABEL}
        className={`${CONTROL} list-none [&::-webkit-details-marker]:hidden`}
      >
        <InstallIcon />
        {WORDS}
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
    <button
      type="button"
      aria-label={LABEL}
      onClick={() => void promptInstall()}
      className={CONTROL}
    >
      <InstallIcon />
      {WORDS}
    </button>
  );
}
