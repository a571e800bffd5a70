import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ACTION_OVERLAY, ACTION_ROW } from '@/components/action-styles';
import { useSession } from '@/lib/session';
import { useCreatorHash } from '../hooks/use-creator-hash';
import { downloadVideo, requestOwnerAction } from '../hooks/video-actions';
import { editPermission, offersOwnerActions } from '../model/edit-video';
import type { FeedVideo } from '../model/video';
import { boostPlansPath } from '../model/video-links';
import { openVideoDialog } from '../stores/dialog-store';
import { BoostIcon, DownloadIcon, EditIcon, FlagIcon, ShareIcon, TrashIcon } from './icons';
import { LikeButton } from './like-button';
import { MoreMenu, type MenuAction } from './more-menu';

/**
 * Part 2 §2 video action bar: Share, Like, Boost, Edit (owner), and More (Download, Delete Video
 * (owner), Report).
 * `overlay` stacks it down the right edge of the full-screen player; otherwise it is a row.
 * `children` go after Like: what other features put on a playing video (src/lib/video-extras).
 */
export function ActionBar({
  video,
  overlay = false,
  children,
}: {
  video: FeedVideo;
  overlay?: boolean;
  children?: ReactNode;
}) {
  const userId = useSession((state) => state.user?.id ?? null);
  const creatorHash = useCreatorHash(userId);
  // Part 2 §6: Edit and Delete for the owner, and while the owner is not known (the server decides).
  const ownable = offersOwnerActions(editPermission(video, userId, creatorHash));
  const item = overlay ? ACTION_OVERLAY : ACTION_ROW;

  const more: MenuAction[] = [
    { label: 'Download', icon: <DownloadIcon />, onSelect: () => void downloadVideo(video) },
  ];
  if (ownable)
    more.push({
      label: 'Delete Video',
      icon: <TrashIcon />,
      danger: true,
      onSelect: () => requestOwnerAction('delete', video, userId, creatorHash),
    });
  more.push({
    label: 'Report',
    icon: <FlagIcon />,
    onSelect: () => openVideoDialog('report', video),
  });

  return (
    <div
      role="group"
      aria-label={`Actions for ${video.title}`}
      className={overlay ? 'flex flex-col items-center gap-3' : 'flex flex-wrap items-center gap-1'}
    >
      <LikeButton video={video} overlay={overlay} />
      {children}
      <button
        type="button"
        className={item}
        aria-label={`Share ${video.title}`}
        onClick={() => openVideoDialog('share', video)}
      >
        <ShareIcon />
        <span aria-hidden="true">Share</span>
      </button>
      <Link to={boostPlansPath(video.id)} className={item} aria-label={`Boost ${video.title}`}>
        <BoostIcon />
        <span aria-hidden="true">Boost</span>
      </Link>
      {ownable && (
        <button
          type="button"
          className={item}
          aria-label={`Edit ${video.title}`}
          onClick={() => requestOwnerAction('edit', video, userId, creatorHash)}
        >
          <EditIcon />
          <span aria-hidden="true">Edit</span>
        </button>
      )}
      <MoreMenu label={`More options for ${video.title}`} actions={more} overlay={overlay} />
    </div>
  );
}
