import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ACTION_OVERLAY, ACTION_ROW } from '@/components/action-styles';
import { useBoostAction, type OpenBoost } from '@/lib/boost-action';
import { useSession } from '@/lib/session';
import { useCreatorHash } from '../hooks/use-creator-hash';
import { downloadVideo, requestOwnerAction } from '../hooks/video-actions';
import { editPermission, offersOwnerActions } from '../model/edit-video';
import type { FeedVideo } from '../model/video';
import { boostPlansPath } from '../model/video-links';
import { openVideoDialog } from '../stores/dialog-store';
import { VIDEO_MESSAGES } from '../model/messages';
import {
  BlockIcon,
  BoostIcon,
  DownloadIcon,
  EditIcon,
  FlagIcon,
  ShareIcon,
  TrashIcon,
} from './icons';
import { LikeButton } from './like-button';
import { MoreMenu, type MenuAction } from './more-menu';

type OwnerAction = (action: 'edit' | 'delete') => () => void;

/** Boost opens the boost dialog where the app provides one (src/lib/boost-action), else /boost-plans. */
function boostAction(video: FeedVideo, openBoost: OpenBoost | null): MenuAction {
  const base = { label: 'Boost', icon: <BoostIcon /> };
  return openBoost
    ? { ...base, onSelect: () => openBoost({ id: video.id, title: video.title }) }
    : { ...base, to: boostPlansPath(video.id) };
}

/**
 * The More menu: Download, Delete Video (owner), Report, Block Uploader (someone else's video; issue
 * 34 §3); on a compact bar Boost and Edit (owner) come first.
 */
function moreActions(
  video: FeedVideo,
  owner: OwnerAction | null,
  compact: boolean,
  blockable: boolean,
  boost: MenuAction,
): MenuAction[] {
  const more: MenuAction[] = [];
  if (compact) {
    more.push(boost);
    if (owner) more.push({ label: 'Edit', icon: <EditIcon />, onSelect: owner('edit') });
  }
  more.push({
    label: 'Download',
    icon: <DownloadIcon />,
    onSelect: () => void downloadVideo(video),
  });
  if (owner)
    more.push({
      label: 'Delete Video',
      icon: <TrashIcon />,
      danger: true,
      onSelect: owner('delete'),
    });
  more.push({
    label: 'Report',
    icon: <FlagIcon />,
    onSelect: () => openVideoDialog('report', video),
  });
  if (blockable)
    more.push({
      label: VIDEO_MESSAGES.block.menuItem,
      icon: <BlockIcon />,
      onSelect: () => openVideoDialog('block', video),
    });
  return more;
}

/** The bar's own Boost: a button opening the dialog, or the link to /boost-plans. */
function BoostButton({
  action,
  className,
  title,
}: {
  action: MenuAction;
  className: string;
  title: string;
}) {
  const content = (
    <>
      <BoostIcon />
      <span aria-hidden="true">Boost</span>
    </>
  );
  return action.to !== undefined ? (
    <Link to={action.to} className={className} aria-label={`Boost ${title}`}>
      {content}
    </Link>
  ) : (
    <button
      type="button"
      className={className}
      aria-label={`Boost ${title}`}
      onClick={action.onSelect}
    >
      {content}
    </button>
  );
}

/**
 * Part 2 §2 video action bar: Share, Like, Boost, Edit (owner), and More (Download, Delete Video
 * (owner), Report, and Block Uploader on someone else's video). Boost opens the boost dialog the
 * app provides (src/lib/boost-action), or links to /boost-plans where there is none.
 * `overlay` stacks it down the right edge of the full-screen player; otherwise it is a row.
 * `compact` (a grid card, two to a phone's width) keeps Like, Share and More in one row at the
 * card's foot and moves Boost and Edit to the top of the More menu.
 * `children` go after Like: what other features put on a playing video (src/lib/video-extras).
 */
export function ActionBar({
  video,
  overlay = false,
  compact = false,
  children,
}: {
  video: FeedVideo;
  overlay?: boolean;
  compact?: boolean;
  children?: ReactNode;
}) {
  const userId = useSession((state) => state.user?.id ?? null);
  const creatorHash = useCreatorHash(userId);
  // Part 2 §6: Edit and Delete for the owner, and while the owner is not known (the server decides).
  const permission = editPermission(video, userId, creatorHash);
  const ownable = offersOwnerActions(permission);
  const blockable = permission === 'not-owner' || permission === 'signed-out';
  const item = overlay ? ACTION_OVERLAY : ACTION_ROW;
  const owner: OwnerAction = (action) => () =>
    requestOwnerAction(action, video, userId, creatorHash);
  const boost = boostAction(video, useBoostAction());
  const more = moreActions(video, ownable ? owner : null, compact, blockable, boost);

  return (
    <div
      role="group"
      aria-label={`Actions for ${video.title}`}
      className={
        overlay
          ? 'flex flex-col items-center gap-3'
          : compact
            ? 'mt-auto flex items-center justify-between'
            : 'flex flex-wrap items-center gap-1'
      }
    >
      <LikeButton video={video} overlay={overlay} stacked={compact} />
      {children}
      <button
        type="button"
        className={item}
        aria-label={`Share ${video.title}`}
        onClick={() => openVideoDialog('share', video)}
      >
        <ShareIcon />
        {!compact && <span aria-hidden="true">Share</span>}
      </button>
      {!compact && <BoostButton action={boost} className={item} title={video.title} />}
      {!compact && ownable && (
        <button
          type="button"
          className={item}
          aria-label={`Edit ${video.title}`}
          onClick={owner('edit')}
        >
          <EditIcon />
          <span aria-hidden="true">Edit</span>
        </button>
      )}
      <MoreMenu label={`More options for ${video.title}`} actions={more} overlay={overlay} />
    </div>
  );
}
