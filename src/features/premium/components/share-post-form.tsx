import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { INPUT_CLASSES, LABEL_CLASSES } from '@/components/field-styles';
import { PREMIUM_MESSAGES } from '../model/messages';
import {
  DESCRIPTION_MAX,
  PLATFORM_LABELS,
  PLATFORMS,
  shareProblem,
  type Platform,
} from '../model/premium-post';
import { queuePremiumPost } from '../outbox/queue-post';

/** Part 2 §2 share form: video URL (required), platform, optional description. */
export function SharePostForm({ user }: { user: { id: string; email: string | null } }) {
  const [videoUrl, setVideoUrl] = useState('');
  const [platform, setPlatform] = useState<Platform>('youtube');
  const [description, setDescription] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = { videoUrl, platform, description };
    const invalid = shareProblem(input);
    setProblem(invalid);
    if (invalid || sending) return;
    setSending(true);
    try {
      await queuePremiumPost(input, user);
      setVideoUrl('');
      setDescription('');
    } catch (error) {
      console.error('Queuing the post failed', error);
      setProblem(PREMIUM_MESSAGES.shareFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="share-heading"
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface-raised p-4"
    >
      <h2 id="share-heading" className="text-lg font-bold">
        Share your video
      </h2>
      <label className={LABEL_CLASSES}>
        Video URL
        <input
          type="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://www.youtube.com/watch?v=…"
          value={videoUrl}
          onChange={(event) => setVideoUrl(event.target.value)}
          className={INPUT_CLASSES}
        />
      </label>
      <label className={LABEL_CLASSES}>
        Platform
        <select
          value={platform}
          onChange={(event) => setPlatform(event.target.value as Platform)}
          className={INPUT_CLASSES}
        >
          {PLATFORMS.map((value) => (
            <option key={value} value={value}>
              {PLATFORM_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL_CLASSES}>
        Description (optional)
        <textarea
          value={description}
          maxLength={DESCRIPTION_MAX}
          rows={2}
          onChange={(event) => setDescription(event.target.value)}
          className={`${INPUT_CLASSES} py-2`}
        />
      </label>
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={sending} className="self-end">
        Share
      </Button>
    </form>
  );
}
