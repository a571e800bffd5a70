import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useToastStore } from '@/components/toast-store';
import type { TrimRange } from '@/lib/media/trim-plan';
import type { RenderTrimmer } from '@/lib/trim-slot';
import { click, render, settleUntil, typeInto, type Rendered } from '@/testing/render';
import type { ProbedVideo } from '../api/probe-video';
import type { Submission } from '../api/queue-submission';
import type { PickedVideo } from '../hooks/use-picked-video';
import { SubmissionForm } from './submission-form';

// Issue 39: a picked file shows the trimmer (the route composes the trim feature's; a stand-in
// here); a file over 300 s is kept to be trimmed instead of refused, and untrimmed it still gets
// the spec's message; the cut is what queues.

const queueSubmission = vi.fn((_submission: Submission) => Promise.resolve());
vi.mock('../api/queue-submission', () => ({
  queueSubmission: (submission: Submission) => queueSubmission(submission),
}));
vi.mock('@/lib/media/shrink-support', () => ({
  shrinkFormat: async () => ({ mimeType: 'video/webm' }),
}));
const probeVideo = vi.fn<(file: Blob) => Promise<ProbedVideo>>();
vi.mock('../api/probe-video', () => ({
  UnreadableVideoError: class UnreadableVideoError extends Error {},
  probeVideo: (file: Blob) => probeVideo(file),
}));
const canTrim = vi.fn(async (_file: Blob) => true);
vi.mock('../api/can-trim', () => ({ canTrim: (file: Blob) => canTrim(file) }));
const trimPicked =
  vi.fn<
    (picked: PickedVideo, range: TrimRange) => Promise<{ picked: PickedVideo } | { error: string }>
  >();
vi.mock('../api/trim-picked', () => ({
  trimPicked: (picked: PickedVideo, range: TrimRange) => trimPicked(picked, range),
}));

const CUT = new File(['cut'], 'long-trimmed.webm', { type: 'video/webm' });

/** A stand-in trimmer: shows what it was given, and a button that keeps 0:10–4:10. */
const renderTrimmer: RenderTrimmer = ({ durationSeconds, range, onRangeChange, label }) => (
  <div data-trimmer={`${label} ${durationSeconds}: ${range.startSeconds}-${range.endSeconds}`}>
    <button type="button" onClick={() => onRangeChange({ startSeconds: 10, endSeconds: 250 })}>
      Cut
    </button>
  </div>
);

let rendered: Rendered;
afterEach(async () => {
  await rendered.unmount();
  useToastStore.getState().toasts.forEach((item) => dismissToast(item.id));
  vi.clearAllMocks();
});

const form = () => rendered.container.querySelector('form[aria-label="Upload a video file"]')!;
const alerts = () => [...form().querySelectorAll('[role="alert"]')].map((a) => a.textContent);
const trimmer = () => form().querySelector('[data-trimmer]');
const button = (name: string) =>
  [...form().querySelectorAll('button')].find((element) => element.textContent === name)!;

async function pick(seconds: number, withTrimmer = true): Promise<void> {
  rendered = await render(
    <SubmissionForm
      mode="upload"
      userId="user-1"
      challenge={null}
      renderTrimmer={withTrimmer ? renderTrimmer : undefined}
    />,
  );
  probeVideo.mockResolvedValueOnce({ durationSeconds: seconds, width: 720, height: 1280 });
  const input = form().querySelector<HTMLInputElement>('input[type="file"]')!;
  const file = new File(['long video'], 'long.webm', { type: 'video/webm' });
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
  await settleUntil(() => !form().textContent?.includes('Checking the video'));
}

async function fillAndSubmit(): Promise<void> {
  const title = [...form().querySelectorAll('label')]
    .find((label) => label.textContent?.startsWith('Title'))!
    .querySelector('input')!;
  await typeInto(title, 'Long take');
  const category = form().querySelector('select')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(
      category,
      'fails',
    );
    category.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await click(button('Submit Video'));
}

describe('trimming a picked file', () => {
  it('shows the trimmer over the whole of a picked file', async () => {
    await pick(12);
    expect(trimmer()?.getAttribute('data-trimmer')).toBe('Your video 12: 0-12');
    expect(canTrim).not.toHaveBeenCalled();
  });

  it('keeps a file over 300 s to be trimmed, and says so', async () => {
    await pick(420);
    expect(alerts()).toEqual([]);
    expect(form().textContent).toContain(
      'This video is 7:00 long. Trim it to 5 minutes or less to submit it.',
    );
    expect(trimmer()?.getAttribute('data-trimmer')).toBe('Your video 420: 0-420');
  });

  it("gives the spec's message when it is sent untrimmed, and queues nothing", async () => {
    await pick(420);
    await fillAndSubmit();
    expect(alerts()).toEqual(['Videos must be 5 minutes or shorter. This one is 7:00.']);
    expect(trimPicked).not.toHaveBeenCalled();
    expect(queueSubmission).not.toHaveBeenCalled();
  });

  it('queues the cut, with its own length, once the handles moved', async () => {
    trimPicked.mockImplementationOnce(async (picked) => ({
      picked: { ...picked, file: CUT, extension: 'webm', durationSeconds: 240, overLimit: false },
    }));
    await pick(420);
    await click(button('Cut'));
    await fillAndSubmit();
    await settleUntil(() => queueSubmission.mock.calls.length > 0);
    expect(trimPicked).toHaveBeenCalledWith(expect.objectContaining({ durationSeconds: 420 }), {
      startSeconds: 10,
      endSeconds: 250,
    });
    expect(queueSubmission.mock.calls[0]?.[0].source).toEqual({
      kind: 'upload',
      file: CUT,
      extension: 'webm',
      durationSeconds: 240,
      shrink: false,
    });
  });

  it('says why when the cut cannot be sent, and queues nothing', async () => {
    trimPicked.mockResolvedValueOnce({ error: 'Please upload a video file smaller than 100MB.' });
    await pick(420);
    await click(button('Cut'));
    await fillAndSubmit();
    await settleUntil(() => alerts().length > 0);
    expect(alerts()).toEqual(['Please upload a video file smaller than 100MB.']);
    expect(queueSubmission).not.toHaveBeenCalled();
  });

  it('refuses a file over 300 s at once where it cannot be cut', async () => {
    canTrim.mockResolvedValueOnce(false);
    await pick(420);
    expect(alerts()).toEqual(['Videos must be 5 minutes or shorter. This one is 7:00.']);
    expect(trimmer()).toBeNull();
  });

  it('refuses it at once without a trimmer, as before', async () => {
    await pick(420, false);
    expect(alerts()).toEqual(['Videos must be 5 minutes or shorter. This one is 7:00.']);
    expect(canTrim).not.toHaveBeenCalled();
  });
});
