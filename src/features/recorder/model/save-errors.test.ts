import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { isQuotaError, SAVE_FAILED, saveFailedMessage, STORAGE_FULL } from './save-errors';

describe('isQuotaError', () => {
  it("knows the browser's QuotaExceededError", () => {
    expect(
      isQuotaError(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
    ).toBe(true);
  });

  it("knows Dexie's wrappers: its QuotaExceededError and an AbortError caused by one", () => {
    const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    expect(isQuotaError(new Dexie.QuotaExceededError('full', quota))).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', quota))).toBe(true);
    expect(
      isQuotaError({ name: 'DatabaseClosedError', inner: { name: 'QuotaExceededError' } }),
    ).toBe(true);
  });

  it('is false for other failures and for non-errors', () => {
    expect(isQuotaError(new DOMException('Error preparing Blob/File data', 'UnknownError'))).toBe(
      false,
    );
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted'))).toBe(false);
    expect(isQuotaError(new Error('QuotaExceededError'))).toBe(false);
    expect(isQuotaError(undefined)).toBe(false);
    expect(isQuotaError('QuotaExceededError')).toBe(false);
    const loop: { name: string; inner?: unknown } = { name: 'AbortError' };
    loop.inner = loop;
    expect(isQuotaError(loop)).toBe(false);
  });
});

describe('saveFailedMessage', () => {
  it('tells the creator the phone is full, that recording stopped and the take is kept', () => {
    expect(saveFailedMessage({ name: 'QuotaExceededError' })).toBe(STORAGE_FULL);
    expect(STORAGE_FULL).toMatch(/out of storage space/);
    expect(STORAGE_FULL).toMatch(/kept in Drafts/);
  });

  it('keeps the general save message for everything else', () => {
    expect(saveFailedMessage(new Error('boom'))).toBe(SAVE_FAILED);
  });
});
