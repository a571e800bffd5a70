import type { UpdateFailureText } from '../model/update-failure';
import type { FeedVideo } from '../model/video';

export interface VideoDialogProps {
  video: FeedVideo;
  onClose(): void;
  onDeleted?(videoId: string): void;
  /**
   * What a failed edit says when the page has its own words (the Premium dashboard's variant,
   * part 2 §8); else the spec's 'Update Failed'.
   */
  updateFailed?: UpdateFailureText;
}
