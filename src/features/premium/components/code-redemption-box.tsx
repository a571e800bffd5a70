import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/button';
import { FormAlert } from '@/components/form-alert';
import { TextField } from '@/components/text-field';
import { openAuthDialog } from '@/lib/auth-dialog';
import { usePremiumStatus } from '@/lib/premium-status';
import { redeemCode } from '../api/redeem-code';
import {
  normalizeCodeInput,
  redemptionProblemFrom,
  SESSION_PROBLEM,
  validateCode,
  type RedemptionProblem,
} from '../model/redemption';
import { forceFreePremiumOffer } from '../status/offer-store';
import { refreshPremiumStatus } from '../status/premium-status-sync';

/** The Apply box for free Premium codes (part 2 §2, §5, §8); success goes to /premium-success. */
export function CodeRedemptionBox() {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<RedemptionProblem | null>(null);
  const [applying, setApplying] = useState(false);
  const isPremium = usePremiumStatus((state) => state.isPremium);
  const navigate = useNavigate();

  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (applying) return;
    const invalid = validateCode(code);
    if (invalid) return setProblem(invalid);
    setProblem(null);
    setApplying(true);
    try {
      await redeemCode(code.trim());
      await refreshPremiumStatus();
      navigate('/premium-success');
    } catch (error) {
      console.error('Redeeming the code failed', error);
      const next = redemptionProblemFrom(error);
      setProblem(next);
      if (next === SESSION_PROBLEM)
        openAuthDialog('signin', 'Please sign in to redeem your free Premium code.');
    } finally {
      setApplying(false);
    }
  };

  return (
    <section
      aria-labelledby="free-code-heading"
      className="rounded-2xl border border-line bg-surface p-4"
    >
      <h2 id="free-code-heading" className="text-xl font-semibold">
        Have a free Premium code?
      </h2>
      <form noValidate onSubmit={(event) => void apply(event)} className="mt-3 flex flex-col gap-3">
        <TextField
          label="Free Premium code"
          placeholder="LL-XXXX-XXXX"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={code}
          onChange={(typed) => setCode(normalizeCodeInput(typed))}
        />
        {problem && <FormAlert {...problem} />}
        <Button type="submit" disabled={applying}>
          {applying ? 'Applying…' : 'Apply'}
        </Button>
      </form>
      {!isPremium && (
        <p className="mt-3 text-sm text-ink-muted">
          No code yet?{' '}
          <button
            type="button"
            onClick={forceFreePremiumOffer}
            className="inline-flex min-h-11 items-center font-semibold text-brand-soft hover:underline"
          >
            Get 2 months of Premium free
          </button>
        </p>
      )}
    </section>
  );
}
