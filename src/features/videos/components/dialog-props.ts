import type { FeedVideo } from '../model/video';

export interface VideoDialogProps {
  video: FeedVideo;
  onClose(): void;
  onDeleted?(videoId: string): void;
}
