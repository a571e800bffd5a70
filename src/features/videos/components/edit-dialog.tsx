import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { saveVideoEdit } from '../hooks/save-video-edit';
import { challengeTagOptions, checkEdit } from '../model/edit-video';
import type { VideoDialogProps } from './dialog-props';
import { controlClasses, Field } from './field';

type Errors = Partial<Record<'title' | 'videoUrl' | 'thumbnail', string>>;

/** Part 2 edit dialog: Video Title, Video URL, optional thumbnail image, Challenge Tag. */
export default function EditDialog({ video, onClose, updateFailed }: VideoDialogProps) {
  const [title, setTitle] = useState(video.title);
  const [videoUrl, setVideoUrl] = useState(video.video_url);
  const [challengeTag, setChallengeTag] = useState(video.challenge_tag ?? '');
  const [thumbnail, setThumbnail] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  // After a refused save, focus the field that says why (once React has marked it invalid).
  useEffect(() => {
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkEdit({
      title,
      videoUrl,
      challengeTag,
      thumbnail,
    });
    if (!check.ok) {
      setErrors({ [check.field]: check.message });
      return;
    }
    setErrors({});
    setSaving(true);
    const saved = await saveVideoEdit(video.id, check.values, thumbnail, updateFailed);
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit Video"
      description="Change the title, link, thumbnail or challenge tag."
    >
      <form
        ref={form}
        noValidate
        onSubmit={(event) => void submit(event)}
        className="flex flex-col gap-3"
      >
        <Field label="Video Title" error={errors.title}>
          <input
            className={controlClasses}
            value={title}
            maxLength={100}
            onChange={(e) => setTitle(e.currentTarget.value)}
          />
        </Field>
        <Field label="Video URL" error={errors.videoUrl}>
          <input
            className={controlClasses}
            type="url"
            value={videoUrl}
            onChange={(e) => setVideoUrl(e.currentTarget.value)}
          />
        </Field>
        <Field
          label="Thumbnail (optional)"
          error={errors.thumbnail}
          hint="Any image; it is saved as PNG."
        >
          <input
            type="file"
            accept="image/*"
            className="text-sm file:mr-3 file:min-h-11 file:rounded-xl file:border-0 file:bg-surface-raised file:px-3 file:text-ink"
            onChange={(e) => setThumbnail(e.currentTarget.files?.[0] ?? null)}
          />
        </Field>
        <Field label="Challenge Tag (optional)">
          <select
            className={controlClasses}
            value={challengeTag}
            onChange={(e) => setChallengeTag(e.currentTarget.value)}
          >
            <option value="">None</option>
            {challengeTagOptions().map((tag) => (
              <option key={tag} value={tag}>
                {tag}
              </option>
            ))}
          </select>
        </Field>
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
