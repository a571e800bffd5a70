import { useState, type ChangeEvent, type DragEvent } from 'react';
import { buttonClasses } from '@/components/button';
import { stageFiles } from '../upload/stage-files';

/** What the picker offers: MP3 audio, and images to use as covers. */
const MUSIC_ACCEPT = 'audio/mpeg,.mp3,image/png,image/jpeg,image/webp,image/gif';

/**
 * The drop zone and the 'Choose MP3 files' picker (several at once). Images in the same batch
 * become the covers of the tracks whose file names they contain.
 */
export function DropZone() {
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void stageFiles([...event.dataTransfer.files], 'drop');
  };
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = ''; // the same file can be chosen again after it was removed
    void stageFiles(files, 'select');
  };

  return (
    <div
      role="group"
      aria-label="MP3 drop zone"
      data-testid="music-drop-zone"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-6 text-center transition-colors ${
        over ? 'border-brand-soft bg-brand/10' : 'border-line bg-surface'
      }`}
    >
      <p className="font-semibold">Drag and drop MP3 files here</p>
      <p className="text-sm text-ink-muted">
        Up to 50 MB each. Add cover images too: an image whose name contains a track&apos;s file
        name becomes its cover.
      </p>
      <label
        className={buttonClasses('secondary', 'cursor-pointer focus-within:border-brand-soft')}
      >
        Choose MP3 files
        <input type="file" multiple accept={MUSIC_ACCEPT} onChange={onChoose} className="sr-only" />
      </label>
    </div>
  );
}
