/**
 * A radio option drawn as a card: the radio itself is visually hidden inside the label, so the
 * card shows the keyboard focus and the choice. Callers add their layout (size, alignment).
 */
export function choiceCardClasses(selected: boolean, layout: string, idle = 'bg-surface'): string {
  return `${layout} cursor-pointer rounded-xl border p-2 has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-soft ${
    selected ? 'border-brand-soft bg-brand/20' : `border-line ${idle}`
  }`;
}
