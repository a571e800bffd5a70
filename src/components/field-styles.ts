export const INPUT_CLASSES =
  'min-h-11 w-full rounded-xl border border-line bg-surface-raised px-3 text-ink placeholder:text-ink-muted focus:border-brand-soft';
export const LABEL_CLASSES = 'flex flex-col gap-1 text-sm font-semibold';
export const FILE_INPUT_CLASSES =
  'text-sm font-normal text-ink-muted file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-surface-raised file:px-3 file:text-ink';
