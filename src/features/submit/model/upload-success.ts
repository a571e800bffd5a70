import { create } from 'zustand';

/** Part 1 §4/§9: the upload-success toast card dismisses itself after 5 seconds. */
export const UPLOAD_SUCCESS_CARD_MS = 5_000;

export interface UploadSuccessState {
  card: { videoId: string; title: string } | null;
}

export const useUploadSuccess = create<UploadSuccessState>(() => ({ card: null }));

let timer: ReturnType<typeof setTimeout> | undefined;

export function showUploadSuccessCard(videoId: string, title: string): void {
  clearTimeout(timer);
  useUploadSuccess.setState({ card: { videoId, title } });
  timer = setTimeout(dismissUploadSuccessCard, UPLOAD_SUCCESS_CARD_MS);
}

export function dismissUploadSuccessCard(): void {
  clearTimeout(timer);
  useUploadSuccess.setState({ card: null });
}
