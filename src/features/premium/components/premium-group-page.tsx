import { useEffect } from 'react';
import { Button } from '@/components/button';
import { Page } from '@/components/page';
import { toast } from '@/components/toast-store';
import { useSession } from '@/lib/session';
import { usePremiumPosts } from '../hooks/use-premium-posts';
import { useQueuedPosts } from '../hooks/use-queued-posts';
import { PREMIUM_MESSAGES } from '../model/messages';
import { PostCard } from './post-card';
import { PremiumGate } from './premium-gate';
import { SharePostForm } from './share-post-form';

function Feed({ userId, displayName }: { userId: string; displayName: string }) {
  const { posts, loading, failed, hasMore, loadingMore, loadMore } = usePremiumPosts();
  const queued = useQueuedPosts(userId).filter(
    (item) => !posts.some((post) => post.id === item.payload.postId),
  );
  useEffect(() => {
    if (failed) toast({ title: PREMIUM_MESSAGES.postsFailed, variant: 'destructive' });
  }, [failed]);
  return (
    <section aria-labelledby="feed-heading" className="flex flex-col gap-3">
      <h2 id="feed-heading" className="text-lg font-bold">
        Community posts
      </h2>
      {failed && (
        <p role="alert" className="text-sm text-danger">
          {PREMIUM_MESSAGES.postsFailed}
        </p>
      )}
      {loading && posts.length === 0 && !failed ? (
        <p role="status" className="text-ink-muted">
          Loading posts…
        </p>
      ) : (
        <ul aria-label="Community posts" className="flex flex-col gap-3">
          {[...queued].reverse().map((item) => (
            <PostCard
              key={item.id}
              displayName={displayName}
              videoUrl={item.payload.videoUrl}
              platform={item.payload.platform}
              description={item.payload.description}
              createdAt={null}
              state={item.failure ?? 'Waiting to post: it goes up when you are back online.'}
              failed={item.failure !== null}
            />
          ))}
          {posts.map((post) => (
            <PostCard key={post.id} {...post} />
          ))}
        </ul>
      )}
      {!loading && posts.length === 0 && queued.length === 0 && !failed && (
        <p className="text-ink-muted">No posts yet. Be the first to share a video!</p>
      )}
      {hasMore && (
        <Button
          variant="secondary"
          onClick={loadMore}
          disabled={loadingMore}
          className="self-center"
        >
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </section>
  );
}

/**
 * /premium-group (part 2 §2): members swap support for their YouTube and TikTok videos. Active
 * Premium only; anyone else goes to /premium-order with 'Premium Access Required'.
 */
export function PremiumGroupPage() {
  const user = useSession((state) => state.user);
  const metadataName = user?.user_metadata?.full_name;
  const name = typeof metadataName === 'string' && !metadataName.includes('@') ? metadataName : '';
  return (
    <PremiumGate title="Premium Community" toastOnRedirect>
      {user && (
        <Page
          title="Premium Community"
          lead="Share your YouTube and TikTok videos and support each other's."
        >
          <SharePostForm user={{ id: user.id, email: user.email ?? null }} />
          <Feed userId={user.id} displayName={name.trim() || 'You'} />
        </Page>
      )}
    </PremiumGate>
  );
}
