import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissToast,
  MAX_VISIBLE_TOASTS,
  toast,
  TOAST_DURATION_MS,
  useToastStore,
} from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  useToastStore.getState().toasts.forEach((item) => dismissToast(item.id));
  vi.useRealTimers();
});

describe('toast store', () => {
  it('adds a toast with its title, description and variant', () => {
    const id = toast({ title: 'Message sent', description: 'Thanks', variant: 'success' });
    expect(useToastStore.getState().toasts).toEqual([
      { id, title: 'Message sent', description: 'Thanks', variant: 'success' },
    ]);
  });

  it('defaults to the default variant without a description', () => {
    toast({ title: 'Copied!' });
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Copied!',
      description: null,
      variant: 'default',
    });
  });

  it('dismisses itself after 5 seconds', () => {
    toast({ title: 'Hello' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(useToastStore.getState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('honours a custom duration and manual dismissal', () => {
    const long = toast({ title: 'Long', durationMs: 20_000 });
    toast({ title: 'Short', durationMs: 1_000 });
    vi.advanceTimersByTime(1_000);
    expect(useToastStore.getState().toasts.map((item) => item.title)).toEqual(['Long']);
    dismissToast(long);
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it(`keeps at most ${MAX_VISIBLE_TOASTS} toasts, dropping the oldest`, () => {
    ['one', 'two', 'three', 'four'].forEach((title) => toast({ title }));
    expect(useToastStore.getState().toasts.map((item) => item.title)).toEqual([
      'two',
      'three',
      'four',
    ]);
  });
});
