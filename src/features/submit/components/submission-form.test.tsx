import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, useToastStore } from '@/components/toast-store';
import { click, render, settleUntil, typeInto, type Rendered } from '@/testing/render';
import type { ProbedVideo } from '../api/probe-video';
import type { Submission } from '../api/queue-submission';
import { SubmissionForm } from './submission-form';

// Moved down from tests/e2e/submit-file-rules.spec.ts (part 2 §5): a file over 100MB and a file
// that is not a video are refused with the spec's words, and nothing is queued.

const queueSubmission = vi.fn((_submission: Submission) => Promise.resolve());
vi.mock('../api/queue-submission', () => ({
  queueSubmission: (submission: Submission) => queueSubmission(submission),
}));
// As in Chromium: an encoder exists, and the e2e's sparse file (all zeros) cannot be read.
vi.mock('@/lib/media/shrink-support', () => ({
  shrinkFormat: async () => ({ mimeType: 'video/webm' }),
}));
const probeVideo = vi.fn<(file: Blob) => Promise<ProbedVideo>>(() =>
  Promise.reject(new Error('unreadable')),
);
vi.mock('../api/probe-video', () => ({
  UnreadableVideoError: class UnreadableVideoError extends Error {},
  probeVideo: (file: Blob) => probeVideo(file),
}));

const MB = 1024 * 1024;

let rendered: Rendered;
beforeEach(async () => {
  rendered = await render(<SubmissionForm mode="upload" userId="user-1" challenge={null} />);
});
afterEach(async () => {
  await rendered.unmount();
  useToastStore.getState().toasts.forEach((item) => dismissToast(item.id));
  vi.clearAllMocks();
});

/** A File that says it holds `size` bytes without holding them (the e2e's sparse file). */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['not a video\n'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const form = () => rendered.container.querySelector('form[aria-label="Upload a video file"]')!;
const alerts = () => [...form().querySelectorAll('[role="alert"]')].map((a) => a.textContent);

async function pickAndSubmit(file: File, title: string): Promise<void> {
  const input = form().querySelector<HTMLInputElement>('input[type="file"]')!;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  await act(async () => void input.dispatchEvent(new Event('change', { bubbles: true })));
  await settleUntil(() => !form().querySelector('[role="status"]'));
  const titleInput = [...form().querySelectorAll('label')]
    .find((label) => label.textContent?.startsWith('Title'))!
    .querySelector('input')!;
  await typeInto(titleInput, title);
  const category = form().querySelector('select')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(
      category,
      'fails',
    );
    category.dispatchEvent(new Event('change', { bubbles: true }));
  });
  const submit = [...form().querySelectorAll('button')].find(
    (button) => button.textContent === 'Submit Video',
  )!;
  await click(submit);
}

describe('the upload form refuses files the spec refuses', () => {
  it('refuses a 101 MB video for its size and then has no video to send', async () => {
    await pickAndSubmit(fileOf('holiday.mp4', 'video/mp4', 101 * MB), 'Too big');
    expect(alerts()).toEqual([
      'Please upload a video file smaller than 100MB.',
      'Please select a video file to upload.',
    ]);
    expect(queueSubmission).not.toHaveBeenCalled();
  });

  it('refuses a .txt file for its type, without reading it, and then has no video to send', async () => {
    await pickAndSubmit(fileOf('notes.txt', 'text/plain', 12), 'Not a video');
    expect(alerts()).toEqual([
      'Please upload a video file (MP4, WebM, MOV, AVI, or MKV).',
      'Please select a video file to upload.',
    ]);
    expect(probeVideo).not.toHaveBeenCalled();
    expect(queueSubmission).not.toHaveBeenCalled();
  });

  it('queues nothing and says nothing was queued after both refusals', async () => {
    await pickAndSubmit(fileOf('holiday.mp4', 'video/mp4', 101 * MB), 'Too big');
    await pickAndSubmit(fileOf('notes.txt', 'text/plain', 12), 'Not a video');
    expect(queueSubmission).not.toHaveBeenCalled();
    expect(useToastStore.getState().toasts.map((item) => item.title)).not.toContain('Video queued');
  });

  it('queues a readable video under 100MB through the same steps (so the refusals above mean something)', async () => {
    probeVideo.mockResolvedValueOnce({ durationSeconds: 12, width: 1280, height: 720 });
    await pickAndSubmit(fileOf('cat.mp4', 'video/mp4', 5 * MB), 'Cat vs cucumber');
    await settleUntil(() => queueSubmission.mock.calls.length > 0);
    expect(alerts()).toEqual([]);
    expect(queueSubmission).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Cat vs cucumber', category: 'fails' }),
    );
  });
});
