import { ShortsPage } from '@/features/videos/components/shorts-page';
import { WithVideoComments } from '../comments/video-comments';

export function Component() {
  return (
    <WithVideoComments>
      <ShortsPage />
    </WithVideoComments>
  );
}
