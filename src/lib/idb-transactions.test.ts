import { describe, expect, it, vi } from 'vitest';
import {
  abortUnfinishedTransactions,
  releaseTransactionsOnPageHide,
  trackTransaction,
} from './idb-transactions';

class FakeTransaction extends EventTarget {
  abort = vi.fn(() => {
    this.dispatchEvent(new Event('abort'));
  });
  finish() {
    this.dispatchEvent(new Event('complete'));
  }
}

function pageHide(persisted: boolean) {
  const event = new Event('pagehide') as Event & { persisted: boolean };
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
}

describe('transactions ended before the back/forward cache freezes the page', () => {
  it('aborts only the transactions that have not finished', () => {
    const done = trackTransaction(new FakeTransaction());
    const running = trackTransaction(new FakeTransaction());
    done.finish();
    expect(abortUnfinishedTransactions()).toBe(1);
    expect(running.abort).toHaveBeenCalledOnce();
    expect(done.abort).not.toHaveBeenCalled();
    expect(abortUnfinishedTransactions()).toBe(0);
  });

  it('a transaction that already ended when aborted is left alone', () => {
    const ended = trackTransaction(new FakeTransaction());
    ended.abort.mockImplementation(() => {
      throw new DOMException('finished', 'InvalidStateError');
    });
    expect(abortUnfinishedTransactions()).toBe(1);
  });

  it('acts on a pagehide into the back/forward cache, not on one that unloads the page', () => {
    releaseTransactionsOnPageHide();
    releaseTransactionsOnPageHide();
    const running = trackTransaction(new FakeTransaction());
    pageHide(false);
    expect(running.abort).not.toHaveBeenCalled();
    pageHide(true);
    expect(running.abort).toHaveBeenCalledOnce();
  });

  it('leaves objects that are not transactions untracked', () => {
    const plain = { abort: vi.fn() };
    expect(trackTransaction(plain)).toBe(plain);
    expect(abortUnfinishedTransactions()).toBe(0);
  });
});
