import { ShortsPage } from '@/features/videos';
import { WithVideoComments } from '../comments/video-comments';

export function Component() {
  return (
    <WithVideoComments>
      <ShortsPage />
    </WithVideoComments>
  );
}
