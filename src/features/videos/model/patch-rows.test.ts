import { describe, expect, it } from 'vitest';
import { sampleAsFeedVideo } from './home-fill';
import { patchRows } from './patch-rows';
import { SAMPLE_VIDEOS } from './sample-videos';

const [a, b, c] = SAMPLE_VIDEOS.slice(0, 3).map(sampleAsFeedVideo);

describe('patching one video in a cached list', () => {
  it('applies an edit to its row only', () => {
    const patched = patchRows([a!, b!, c!], c!.id, {
      title: 'Renamed',
      challenge_tag: 'Weekly Challenge #2',
    });
    expect(patched.map((row) => [row.id, row.title, row.challenge_tag])).toEqual([
      [a!.id, a!.title, a!.challenge_tag],
      [b!.id, b!.title, b!.challenge_tag],
      [c!.id, 'Renamed', 'Weekly Challenge #2'],
    ]);
    expect(patched[0]).toBe(a);
  });

  it('removes a deleted video', () => {
    expect(patchRows([a!, b!, c!], b!.id, null).map((row) => row.id)).toEqual([a!.id, c!.id]);
  });

  it('answers the same list when the video is not in it, so nothing re-renders', () => {
    const rows = [a!, b!];
    expect(patchRows(rows, c!.id, null)).toBe(rows);
    expect(patchRows(rows, c!.id, { title: 'x' })).toBe(rows);
  });
});
