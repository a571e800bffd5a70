import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dismissUploadSuccessCard,
  showUploadSuccessCard,
  UPLOAD_SUCCESS_CARD_MS,
  useUploadSuccess,
} from './upload-success';

const card = () => useUploadSuccess.getState().card;

describe('upload-success card', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    dismissUploadSuccessCard();
    vi.useRealTimers();
  });

  it('shows the finished video and dismisses itself after 5 seconds', () => {
    expect(UPLOAD_SUCCESS_CARD_MS).toBe(5_000);
    showUploadSuccessCard('video-1', 'Cat vs cucumber');
    expect(card()).toEqual({ videoId: 'video-1', title: 'Cat vs cucumber' });
    vi.advanceTimersByTime(4_999);
    expect(card()).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(card()).toBeNull();
  });

  it('gives a second upload its own full 5 seconds', () => {
    showUploadSuccessCard('video-1', 'First');
    vi.advanceTimersByTime(4_000);
    showUploadSuccessCard('video-2', 'Second');
    vi.advanceTimersByTime(4_000);
    expect(card()).toEqual({ videoId: 'video-2', title: 'Second' });
    vi.advanceTimersByTime(1_000);
    expect(card()).toBeNull();
  });

  it('goes at once when dismissed, and its timer does not touch a later card', () => {
    showUploadSuccessCard('video-1', 'First');
    dismissUploadSuccessCard();
    expect(card()).toBeNull();
    vi.advanceTimersByTime(3_000);
    showUploadSuccessCard('video-2', 'Second');
    vi.advanceTimersByTime(2_500);
    expect(card()).toEqual({ videoId: 'video-2', title: 'Second' });
  });
});
