import { create } from 'zustand';

type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** How long the toast stays; the spec's toasts auto-dismiss after 5 seconds. */
  durationMs?: number;
}

export interface ToastItem {
  id: number;
  title: string;
  description: string | null;
  variant: ToastVariant;
}

export const TOAST_DURATION_MS = 5_000;
/** Older toasts give way so notifications never cover the screen. */
export const MAX_VISIBLE_TOASTS = 3;

interface ToastState {
  toasts: ToastItem[];
}

export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((item) => item.id !== id) }));
}

/** Shows a notification in the app's live region and returns its id. */
export function toast({
  title,
  description,
  variant = 'default',
  durationMs = TOAST_DURATION_MS,
}: ToastInput): number {
  const id = nextId++;
  const item: ToastItem = { id, title, description: description ?? null, variant };
  const current = useToastStore.getState().toasts;
  const overflow = current.slice(0, Math.max(0, current.length + 1 - MAX_VISIBLE_TOASTS));
  overflow.forEach((old) => dismissToast(old.id));
  useToastStore.setState((state) => ({ toasts: [...state.toasts, item] }));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), durationMs),
  );
  return id;
}
