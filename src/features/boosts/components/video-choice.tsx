import type { ReactNode } from 'react';
import { Tabs } from '@/components/tabs';
import { choiceCardClasses } from '@/components/choice-card';
import { TextField } from '@/components/text-field';
import { shortCreatorHash } from '@/lib/creator-hash';
import type { PickerVideo } from '../api/get-public-video-page';
import type { BoostVideoChoice } from '../model/order-selection';
import { BoostThumb } from './boost-thumb';

const VIDEO_SOURCES = ['My Videos', 'Enter Video URL'] as const;
export type VideoSource = (typeof VIDEO_SOURCES)[number];

/** Part 2 §8: the public list failed to load. */
const COMMUNITY_LOAD_FAILED = 'Failed to load community videos.';

/** What the picker shows: the public list as the query has it. */
interface PickerList {
  data?: readonly PickerVideo[];
  isError: boolean;
}

interface VideoChoiceProps {
  source: VideoSource;
  onSource(source: VideoSource): void;
  choice: BoostVideoChoice | null;
  onChoice(choice: BoostVideoChoice | null): void;
  videos: PickerList;
  /** The signed-in member's creator hash: their own videos are marked and get `ownActions`. */
  ownCreatorHash: string | null;
  /** Edit and Delete for one of the member's own videos (src/app composes them). */
  ownActions?(video: PickerVideo): ReactNode;
}

type ListProps = Pick<
  VideoChoiceProps,
  'choice' | 'onChoice' | 'videos' | 'ownCreatorHash' | 'ownActions'
>;

function PickerRow({
  video,
  selected,
  own,
  onPick,
  actions,
}: {
  video: PickerVideo;
  selected: boolean;
  own: boolean;
  onPick(): void;
  actions: ReactNode;
}) {
  const hash = shortCreatorHash(video.creatorHash);
  return (
    <li className="flex items-center gap-2" data-video-id={video.id}>
      <label
        className={choiceCardClasses(selected, 'flex min-h-11 min-w-0 flex-1 items-center gap-3')}
      >
        <input
          type="radio"
          name="boost-video"
          value={video.id}
          checked={selected}
          onChange={onPick}
          className="sr-only"
        />
        <BoostThumb url={video.thumbnailUrl} />
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium" data-video-title="">
            {video.title}
          </span>
          <span className="text-xs text-ink-muted">
            {hash && (
              <>
                by <span className="font-mono">{hash}</span>
              </>
            )}
            {own && <span className="ml-2 font-bold text-brand-soft">YOURS</span>}
          </span>
        </span>
      </label>
      {own && actions}
    </li>
  );
}

/** Part 2 §7/§9: the public list (20 newest), each with its thumbnail, title and creator hash. */
function PublicVideos({ choice, onChoice, videos, ownCreatorHash, ownActions }: ListProps) {
  if (videos.isError) return <p className="text-sm text-danger">{COMMUNITY_LOAD_FAILED}</p>;
  if (!videos.data) return <p className="text-sm text-ink-muted">Loading videos…</p>;
  if (videos.data.length === 0)
    return (
      <p className="text-sm text-ink-muted">
        No videos to boost yet. Paste the link of a LaughLoop video instead.
      </p>
    );
  return (
    // A fieldset is at least as wide as its content's min-content by default: with a long title
    // (truncated, so one line) the list widened the page instead of cutting the title.
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm text-ink-muted">
        The newest videos on LaughLoop; yours are marked.
      </legend>
      <ul className="flex max-h-96 flex-col gap-2 overflow-y-auto">
        {videos.data.map((video) => (
          <PickerRow
            key={video.id}
            video={video}
            selected={choice?.kind === 'mine' && choice.id === video.id}
            own={ownCreatorHash !== null && video.creatorHash === ownCreatorHash}
            onPick={() => onChoice({ kind: 'mine', id: video.id, title: video.title })}
            actions={ownActions?.(video)}
          />
        ))}
      </ul>
    </fieldset>
  );
}

/** Part 2 §2 Order Video Boost: the video comes from the list (My Videos) or a pasted link. */
export function VideoChoice({ source, onSource, ...list }: VideoChoiceProps) {
  return (
    <Tabs<VideoSource>
      label="Choose a video"
      tabs={VIDEO_SOURCES}
      value={source}
      onChange={(next) => {
        onSource(next);
        list.onChoice(null);
      }}
    >
      {source === 'My Videos' ? (
        <PublicVideos {...list} />
      ) : (
        <TextField
          label="Video URL"
          type="url"
          inputMode="url"
          placeholder="https://…/video/…"
          hint="The link of a video on LaughLoop: its page, or the link it was shared from."
          value={list.choice?.kind === 'link' ? list.choice.url : ''}
          onChange={(url) => list.onChoice(url.trim() === '' ? null : { kind: 'link', url })}
        />
      )}
    </Tabs>
  );
}
