import { Progress } from '@/components/progress';

/** The item's progress bar ('Uploading {title}') with its percentage in words. */
export function UploadProgress({ title, progress }: { title: string; progress: number }) {
  return (
    <div className="flex items-center gap-3">
      <Progress value={progress / 100} label={`Uploading ${title}`} className="flex-1" />
      <span className="w-12 text-right text-sm tabular-nums text-ink-muted">{progress}%</span>
    </div>
  );
}
