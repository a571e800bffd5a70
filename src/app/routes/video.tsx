import { VideoPage } from '@/features/videos';
import { WithVideoComments } from '../comments/video-comments';

export function Component() {
  return (
    <WithVideoComments>
      <VideoPage />
    </WithVideoComments>
  );
}
