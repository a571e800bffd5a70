import { create } from 'zustand';

/** Part 1 §4/§9: the upload-success toast card dismisses itself after 5 seconds. */
export const UPLOAD_SUCCESS_CARD_MS = 5_000;

interface UploadSuccessCard {
  videoId: string;
  title: string;
  /** The database held the video for a moderator: the card says so instead of "in Latest Videos". */
  awaitingReview?: true;
}

export interface UploadSuccessState {
  card: UploadSuccessCard | null;
}

export const useUploadSuccess = create<UploadSuccessState>(() => ({ card: null }));

let timer: ReturnType<typeof setTimeout> | undefined;

export function showUploadSuccessCard(
  videoId: string,
  title: string,
  awaitingReview = false,
): void {
  clearTimeout(timer);
  useUploadSuccess.setState({
    card: awaitingReview ? { videoId, title, awaitingReview: true } : { videoId, title },
  });
  timer = setTimeout(dismissUploadSuccessCard, UPLOAD_SUCCESS_CARD_MS);
}

export function dismissUploadSuccessCard(): void {
  clearTimeout(timer);
  useUploadSuccess.setState({ card: null });
}
