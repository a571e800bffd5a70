import { Dialog } from '@/components/dialog';
import { toast } from '@/components/toast-store';
import { env } from '@/lib/env';
import { reportVideoActivity } from '@/lib/video-activity';
import { deviceShare, shareWithDevice } from '../model/device-share';
import { shareLinks, shareText } from '../model/share-urls';
import { videoShareUrl } from '../model/video-links';
import type { VideoDialogProps } from './dialog-props';
import { SocialPanel } from './social-panel';
import { VIDEO_MESSAGES } from '../model/messages';

const LINK =
  'flex min-h-11 items-center justify-center rounded-xl border border-line bg-surface-raised px-3 font-semibold hover:border-brand-soft';

async function copyLink(url: string, onShared: () => void): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Copied!', variant: 'success' });
    onShared();
  } catch {
    toast({ title: 'Failed to copy to clipboard.', variant: 'destructive' });
  }
}

/** The share sheet; when it refuses, the links below are the way on. Closing it says nothing. */
async function shareFromDevice(title: string, url: string, onShared: () => void): Promise<void> {
  const result = await shareWithDevice(deviceShare(), { title, text: shareText(title), url });
  if (result === 'shared') onShared();
  if (result !== 'failed' && result !== 'unavailable') return;
  toast({
    title: VIDEO_MESSAGES.sharingFailed,
    description: 'Your device could not share this video. Copy the link or pick an app below.',
    variant: 'destructive',
  });
}

/**
 * Part 2 share dialog: Copy Link, Facebook, Twitter, WhatsApp and connected accounts. Where the
 * browser has a share sheet (issue 21 item 2) it comes first: on a phone it reaches every app.
 */
export default function ShareDialog({ video, onClose }: VideoDialogProps) {
  const url = videoShareUrl(video.id, env.siteUrl);
  const links = shareLinks(url, video.title);
  const canShareNatively = deviceShare() !== undefined;
  const shared = () =>
    reportVideoActivity({ kind: 'shared', videoId: video.id, ownerId: video.user_id });
  return (
    <Dialog open onClose={onClose} title="Share Video" description={video.title} placement="sheet">
      <div className="flex flex-col gap-4">
        {canShareNatively && (
          <button
            type="button"
            className={`${LINK} bg-brand text-white`}
            onClick={() => void shareFromDevice(video.title, url, shared)}
          >
            Share with your device…
          </button>
        )}
        <div className="flex gap-2">
          <input
            readOnly
            value={url}
            aria-label="Video link"
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 min-w-0 flex-1 rounded-xl border border-line bg-stage px-3 text-sm"
          />
          <button
            type="button"
            className={`${LINK} bg-brand text-white`}
            onClick={() => void copyLink(url, shared)}
          >
            Copy Link
          </button>
        </div>
        <div className="grid grid-cols-3 gap-2">
          <a
            className={LINK}
            href={links.facebook}
            target="_blank"
            rel="noopener noreferrer"
            onClick={shared}
          >
            Facebook
          </a>
          <a
            className={LINK}
            href={links.twitter}
            target="_blank"
            rel="noopener noreferrer"
            onClick={shared}
          >
            Twitter
          </a>
          <a
            className={LINK}
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            onClick={shared}
          >
            WhatsApp
          </a>
        </div>
        <SocialPanel url={url} title={video.title} onSent={shared} onShared={onClose} />
      </div>
    </Dialog>
  );
}
