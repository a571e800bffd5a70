import { lazy, Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/error-boundary';
import { VideoExtrasProvider, type VideoExtraProps } from '@/lib/video-extras';
import { loadCommentsButton } from '@/features/comments';

// The comments feature loads when a playing video first shows its Comments action, not with the shell.
const CommentsButton = lazy(() => loadCommentsButton());

/** The extra actions of a playing video (src/lib/video-extras): Comments. */
function VideoComments(props: VideoExtraProps) {
  return (
    <ErrorBoundary area="comments">
      <Suspense fallback={null}>
        <CommentsButton {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}

/**
 * The pages where videos play (/video/:id, /shorts) give them their Comments action; provided by
 * those routes, so the home page's code does not carry it.
 */
export function WithVideoComments({ children }: { children: ReactNode }) {
  return <VideoExtrasProvider value={VideoComments}>{children}</VideoExtrasProvider>;
}
