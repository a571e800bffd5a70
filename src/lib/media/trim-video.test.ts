import { describe, expect, it } from 'vitest';
import type { TrimRange } from './trim-plan';
import { runTrimPlan, TRIM_FAILED, type TrimSteps, type TrimmedVideo } from './trim-video';

const cut = (range: TrimRange, method: TrimmedVideo['method']): TrimmedVideo => ({
  blob: new Blob([method]),
  durationSeconds: range.endSeconds - range.startSeconds,
  width: 360,
  height: 640,
  method,
  range,
});

/** Steps that can or cannot copy / re-encode, recording what was asked. */
function steps(canCopy: boolean, canEncode: boolean) {
  const asked: string[] = [];
  const run: TrimSteps = {
    copy: async (range) => {
      asked.push(`copy ${range.startSeconds}-${range.endSeconds}`);
      return canCopy ? cut(range, 'copy') : null;
    },
    reencode: async (range) => {
      asked.push(`reencode ${range.startSeconds}-${range.endSeconds}`);
      return canEncode ? cut(range, 'reencode') : null;
    },
  };
  return { asked, run };
}

const range = { startSeconds: 4, endSeconds: 9 };
const fallback = { startSeconds: 2, endSeconds: 9 };

describe('runTrimPlan', () => {
  it('does nothing for the whole video', async () => {
    const { asked, run } = steps(true, true);
    expect(await runTrimPlan({ kind: 'whole' }, run)).toEqual({ kind: 'whole' });
    expect(asked).toEqual([]);
  });

  it('copies at a keyframe, and re-encodes when a track cannot be copied as it is', async () => {
    const copied = steps(true, true);
    expect(await runTrimPlan({ kind: 'copy', range }, copied.run)).toMatchObject({
      kind: 'trimmed',
      method: 'copy',
    });
    expect(copied.asked).toEqual(['copy 4-9']);
    const refused = steps(false, true);
    expect(await runTrimPlan({ kind: 'copy', range }, refused.run)).toMatchObject({
      method: 'reencode',
      range,
    });
    expect(refused.asked).toEqual(['copy 4-9', 'reencode 4-9']);
  });

  it('re-encodes the exact range, or copies from the keyframe before where nothing encodes', async () => {
    const encoded = steps(true, true);
    const plan = { kind: 'reencode' as const, range, copyFallback: fallback };
    expect(await runTrimPlan(plan, encoded.run)).toMatchObject({ method: 'reencode', range });
    expect(encoded.asked).toEqual(['reencode 4-9']);
    const noEncoder = steps(true, false);
    expect(await runTrimPlan(plan, noEncoder.run)).toMatchObject({
      method: 'copy',
      range: fallback,
    });
    expect(noEncoder.asked).toEqual(['reencode 4-9', 'copy 2-9']);
  });

  it('fails with a plain message when neither way works on this device', async () => {
    const { run } = steps(false, false);
    await expect(runTrimPlan({ kind: 'copy', range }, run)).rejects.toThrow(TRIM_FAILED);
  });
});
