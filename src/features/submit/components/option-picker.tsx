import { choiceCardClasses } from '@/components/choice-card';

export type SubmitOption = 'record' | 'upload' | 'url';

const OPTIONS: ReadonlyArray<{ value: SubmitOption; label: string; hint: string }> = [
  { value: 'record', label: 'Record Live', hint: 'Use your camera' },
  { value: 'upload', label: 'Upload File', hint: 'From this device' },
  { value: 'url', label: 'Paste URL', hint: 'YouTube, TikTok…' },
];

/** The three ways to submit (part 2 §2), as a radio group of big touch targets. */
export function OptionPicker({
  value,
  onChange,
}: {
  value: SubmitOption;
  onChange(value: SubmitOption): void;
}) {
  return (
    <fieldset className="grid grid-cols-3 gap-2">
      <legend className="sr-only">How do you want to submit?</legend>
      {OPTIONS.map((option) => (
        <label
          key={option.value}
          className={choiceCardClasses(
            value === option.value,
            'flex min-h-16 flex-col items-center justify-center text-center',
            'bg-surface-raised',
          )}
        >
          <input
            type="radio"
            name="submit-option"
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className="sr-only"
          />
          <span className="font-semibold">{option.label}</span>
          <span className="text-xs text-ink-muted">{option.hint}</span>
        </label>
      ))}
    </fieldset>
  );
}
