const LINK = 'font-semibold text-brand-soft underline underline-offset-2';

/** The recorder's terms line (part 1 §2); links open beside the recorder so nothing is lost. */
export function TermsLine() {
  return (
    <>
      I agree to the{' '}
      <a href="/contest-terms" target="_blank" rel="noopener" className={LINK}>
        Terms
      </a>
      ,{' '}
      <a href="/content-guidelines" target="_blank" rel="noopener" className={LINK}>
        Content Rules
      </a>
      , and{' '}
      <a href="/privacy-policy" target="_blank" rel="noopener" className={LINK}>
        Privacy Policy
      </a>
      .
    </>
  );
}
