import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClasses } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { useMyBoostableVideos } from '../hooks/use-boost-queries';
import { plansPath } from '../model/boost-links';
import { BoostThumb } from './boost-thumb';

/** Part 2 §8 Dashboard: the member's videos could not be read. */
const MY_VIDEOS_LOAD_FAILED = 'Failed to load your videos';

const ROW =
  'flex min-h-11 items-center gap-3 rounded-xl border border-line bg-surface p-2 hover:border-brand-soft';

/** The member's approved videos, each leading to its plans; or why there is none to choose. */
function MyVideoChoices({ userId }: { userId: string }) {
  const videos = useMyBoostableVideos(userId);
  if (videos.isError) return <p className="text-sm text-danger">{MY_VIDEOS_LOAD_FAILED}</p>;
  if (!videos.data) return <p className="text-sm text-ink-muted">Loading your videos…</p>;
  if (videos.data.length === 0)
    return (
      <div className="flex flex-col items-start gap-3">
        <p>
          <strong className="block">No videos to boost yet</strong>
          <span className="text-sm text-ink-muted">
            Upload your first video; once it is published you can boost it here.
          </span>
        </p>
        <Link to="/submit" className={buttonClasses('primary')}>
          Upload a video
        </Link>
      </div>
    );
  return (
    <ul aria-label="Your videos" className="flex max-h-[60dvh] flex-col gap-2 overflow-y-auto">
      {videos.data.map((video) => (
        <li key={video.id}>
          <Link to={plansPath(video.id)} className={ROW}>
            <BoostThumb url={video.thumbnailUrl} />
            <span className="min-w-0 truncate font-medium">{video.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Premium dashboard → Video Boosting (part 2 §2): /boost-plans needs a video, so the member picks
 * one of theirs first; with none, the dialog says so and offers /submit.
 */
export function BoostVideoPicker({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" className="self-start" onClick={() => setOpen(true)}>
        Choose a video to boost
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Choose a video to boost"
        description="Pick one of your published videos, then its plan."
        placement="sheet"
      >
        {open && <MyVideoChoices userId={userId} />}
      </Dialog>
    </>
  );
}
