import { VideoPage } from '@/features/videos/components/video-page';
import { WithVideoComments } from '../comments/video-comments';

export function Component() {
  return (
    <WithVideoComments>
      <VideoPage />
    </WithVideoComments>
  );
}
