/**
 * The trimmer's contract (issue 39): the trim feature draws it, the recorder and submit features
 * show it over their video, and src/app passes one to the other (features never import each
 * other). The feature that shows it owns the range and cuts the video on Submit
 * (src/lib/media/trim-video.ts).
 */
import { useCallback, useState, type ReactNode } from 'react';
import { wholeRange, type TrimRange } from './media/trim-plan';

export interface TrimmerProps {
  /** The take's bytes or the picked file. */
  video: Blob;
  durationSeconds: number;
  range: TrimRange;
  onRangeChange(range: TrimRange): void;
  /** The preview's accessible name ('Your recording', 'Your video'). */
  label: string;
  /** While the form is being sent. */
  disabled?: boolean;
}

export type RenderTrimmer = (props: TrimmerProps) => ReactNode;

/**
 * The kept part of one video, as its form holds it: a new `subject` (another take or file)
 * starts whole.
 */
export function useTrimRange(
  subject: object | string | null,
  durationSeconds: number,
): readonly [TrimRange, (range: TrimRange) => void] {
  const [chosen, setChosen] = useState<{ subject: object | string; range: TrimRange } | null>(null);
  const range =
    chosen && subject !== null && chosen.subject === subject
      ? chosen.range
      : wholeRange(durationSeconds);
  const setRange = useCallback(
    (next: TrimRange) => {
      if (subject !== null) setChosen({ subject, range: next });
    },
    [subject],
  );
  return [range, setRange] as const;
}
