import type { ChangeEvent } from 'react';
import { buttonClasses } from '@/components/button';
import { stagedActions } from '../hooks/staged-store';
import type { StagedItem } from '../model/staged-item';
import { setItemCover } from '../upload/stage-files';

const COVER_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const SMALL_BUTTON = 'min-h-11 px-3 text-sm';

/** A staged track's cover: thumbnail, Add cover / Replace cover, Remove cover. */
export function CoverPicker({ item, locked }: { item: StagedItem; locked: boolean }) {
  const file = item.file.name;
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const cover = event.target.files?.[0];
    event.target.value = '';
    if (cover) setItemCover(item.id, cover);
  };
  const action = item.cover ? 'Replace cover' : 'Add cover';
  return (
    <div className="flex items-center gap-3">
      {item.coverPreview ? (
        <img
          src={item.coverPreview}
          alt={`Cover for ${file}`}
          className="size-16 shrink-0 rounded-xl object-cover"
        />
      ) : (
        <div
          aria-hidden="true"
          className="grid size-16 shrink-0 place-items-center rounded-xl bg-surface text-2xl text-ink-muted"
        >
          ♪
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <label
          className={buttonClasses(
            'secondary',
            `${SMALL_BUTTON} focus-within:border-brand-soft ${locked ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`,
          )}
        >
          {action}
          <span className="sr-only"> for {file}</span>
          <input
            type="file"
            accept={COVER_ACCEPT}
            disabled={locked}
            onChange={onPick}
            className="sr-only"
          />
        </label>
        {item.cover && (
          <button
            type="button"
            disabled={locked}
            onClick={() => stagedActions.setCover(item.id, null)}
            className={buttonClasses('ghost', SMALL_BUTTON)}
          >
            Remove cover<span className="sr-only"> for {file}</span>
          </button>
        )}
      </div>
    </div>
  );
}
