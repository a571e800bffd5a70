import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { updateFailure } from './update-failure';

const SEALED =
  'This video is an entry of a challenge that has ended: its video and challenge tag can no longer change.';

describe('updateFailure', () => {
  it("gives the database's words for a refusal retrying cannot fix", () => {
    expect(updateFailure(new ApiError(SEALED, 403, '42501'))).toEqual({
      title: 'Update Failed',
      description: SEALED,
    });
  });
  it('keeps the spec message for everything else', () => {
    const spec = {
      title: 'Update Failed',
      description: 'Unable to update video. Please try again.',
    };
    expect(updateFailure(new TypeError('Failed to fetch'))).toEqual(spec);
    expect(updateFailure(new ApiError('upstream down', 503))).toEqual(spec);
    const constraint =
      'new row for relation "videos" violates check constraint "videos_category_valid"';
    expect(updateFailure(new ApiError(constraint, 400, '23514'))).toEqual(spec);
  });
});

describe("updateFailure with a page's own words (the Premium dashboard's variant)", () => {
  const dashboard = { title: 'Error updating video: Could not update video.' };
  it('says them for a failure retrying may fix, and keeps the reason of a worded refusal', () => {
    expect(updateFailure(new ApiError('upstream down', 503), dashboard)).toEqual(dashboard);
    expect(updateFailure(new ApiError(SEALED, 403, '42501'), dashboard)).toEqual({
      title: dashboard.title,
      description: SEALED,
    });
  });
});
