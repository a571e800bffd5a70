import { TONE_CLASSES, type Tone } from '../model/labels';

/** A status in words (never colour alone), e.g. 'pending' or 'Verified'. */
export function StatusBadge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span
      className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${TONE_CLASSES[tone]}`}
    >
      {children}
    </span>
  );
}
