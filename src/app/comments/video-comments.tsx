import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import type { VideoExtraProps } from '@/lib/video-extras';

// The comments feature loads when a playing video first shows its Comments action, not with the shell.
const CommentsButton = lazy(() => import('@/features/comments/components/comments-button'));

/** The extra actions of a playing video (src/lib/video-extras): Comments. */
export function VideoComments(props: VideoExtraProps) {
  return (
    <ErrorBoundary area="comments">
      <Suspense fallback={null}>
        <CommentsButton {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
