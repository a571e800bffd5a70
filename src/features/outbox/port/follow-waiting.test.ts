import { describe, expect, it, vi } from 'vitest';
import { useOutboxSummary } from '../data/summary';
import { followWaitingUploads } from './follow-waiting';

const showWaiting = vi.hoisted(() => vi.fn());
vi.mock('./show-waiting', () => ({ showWaiting }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const summary = (waiting: number, actionsWaiting = 0) =>
  useOutboxSummary.setState({ waiting, actionsWaiting, failed: 0, uploadingPercent: null });

describe('followWaitingUploads', () => {
  it('loads nothing while no upload waits, then shows each new count of uploads (not small actions)', async () => {
    summary(0);
    followWaitingUploads();
    summary(0, 3);
    await settle();
    expect(showWaiting).not.toHaveBeenCalled();

    summary(1);
    await settle();
    expect(showWaiting).toHaveBeenLastCalledWith(1);
    // Progress of the upload changes the summary, not the count.
    useOutboxSummary.setState({ uploadingPercent: 40 });
    summary(1, 2);
    await settle();
    expect(showWaiting).toHaveBeenCalledTimes(1);

    summary(0);
    await settle();
    expect(showWaiting).toHaveBeenLastCalledWith(0);
    expect(showWaiting).toHaveBeenCalledTimes(2);
  });
});
