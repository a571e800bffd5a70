import { Tabs } from '@/components/tabs';
import { choiceCardClasses } from '@/components/choice-card';
import { TextField } from '@/components/text-field';
import { useSession } from '@/lib/session';
import { useMyBoostableVideos } from '../hooks/use-boost-queries';
import type { BoostVideoChoice } from '../model/order-selection';

export const VIDEO_SOURCES = ['My Videos', 'Enter Video URL'] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];

interface VideoChoiceProps {
  source: VideoSource;
  onSource(source: VideoSource): void;
  choice: BoostVideoChoice | null;
  onChoice(choice: BoostVideoChoice | null): void;
}

function MyVideos({ choice, onChoice }: Pick<VideoChoiceProps, 'choice' | 'onChoice'>) {
  const userId = useSession((state) => state.user?.id ?? null);
  const videos = useMyBoostableVideos(userId);
  if (!userId)
    return <p className="text-sm text-ink-muted">Sign in to choose one of your videos.</p>;
  if (videos.isError)
    return <p className="text-sm text-danger">Your videos could not be loaded.</p>;
  if (!videos.data) return <p className="text-sm text-ink-muted">Loading your videos…</p>;
  if (videos.data.length === 0)
    return (
      <p className="text-sm text-ink-muted">
        No published videos yet. Paste the link of a LaughLoop video instead.
      </p>
    );
  return (
    <fieldset className="flex max-h-80 flex-col gap-2 overflow-y-auto">
      <legend className="sr-only">Your videos</legend>
      {videos.data.map((video) => (
        <label
          key={video.id}
          className={choiceCardClasses(
            choice?.kind === 'mine' && choice.id === video.id,
            'flex min-h-11 items-center gap-3',
          )}
        >
          <input
            type="radio"
            name="boost-video"
            value={video.id}
            checked={choice?.kind === 'mine' && choice.id === video.id}
            onChange={() => onChoice({ kind: 'mine', id: video.id, title: video.title })}
            className="sr-only"
          />
          <span className="min-w-0 truncate font-medium">{video.title}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** Part 2 §2 Order Video Boost: the video comes from My Videos or from a pasted link. */
export function VideoChoice({ source, onSource, choice, onChoice }: VideoChoiceProps) {
  return (
    <Tabs<VideoSource>
      label="Choose a video"
      tabs={VIDEO_SOURCES}
      value={source}
      onChange={(next) => {
        onSource(next);
        onChoice(null);
      }}
    >
      {source === 'My Videos' ? (
        <MyVideos choice={choice} onChoice={onChoice} />
      ) : (
        <TextField
          label="Video URL"
          type="url"
          inputMode="url"
          placeholder="https://…/video/…"
          hint="The link of a video on LaughLoop: its page, or the link it was shared from."
          value={choice?.kind === 'link' ? choice.url : ''}
          onChange={(url) => onChoice(url.trim() === '' ? null : { kind: 'link', url })}
        />
      )}
    </Tabs>
  );
}
