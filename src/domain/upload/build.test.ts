import { describe, expect, it } from 'vitest';
import { buildSubmitPayload, thumbnailMedia, uploadMediaId, videoMedia } from './build';

const VIDEO_ID = '3f2a9c1e-0000-4000-8000-000000000001';
const base = {
  videoId: VIDEO_ID,
  userId: '3f2a9c1e-0000-4000-8000-000000000002',
  title: '  Cat on a piano  ',
  category: 'animals' as const,
  allowComments: true,
  emailNotifications: false,
  challenge: null,
  queuedAt: 1_700_000_000_000,
};
const video = videoMedia(VIDEO_ID, new Blob(['v'], { type: 'video/webm' }), 'cat.webm');
const thumbnail = thumbnailMedia(VIDEO_ID, new Blob(['p'], { type: 'image/png' }));

describe('buildSubmitPayload', () => {
  it('builds a file upload naming the media stored with it', () => {
    expect(video).toMatchObject({ id: `${VIDEO_ID}:video`, name: 'cat.webm', type: 'video/webm' });
    expect(thumbnail).toMatchObject({ id: uploadMediaId.thumbnail(VIDEO_ID), type: 'image/png' });
    const payload = buildSubmitPayload({
      ...base,
      source: { kind: 'upload', shrink: true },
      media: [video, thumbnail],
      durationSeconds: 12.5,
    });
    expect(payload).toEqual({
      videoId: VIDEO_ID,
      userId: base.userId,
      title: 'Cat on a piano',
      category: 'animals',
      source: 'upload',
      videoBlobId: `${VIDEO_ID}:video`,
      thumbnailBlobId: `${VIDEO_ID}:thumbnail`,
      allowComments: true,
      emailNotifications: false,
      durationSeconds: 12.5,
      shrink: true,
      queuedAt: base.queuedAt,
    });
  });

  it('builds a take (its own video only when cut) and a link, with the challenge it enters', () => {
    const challenge = {
      challengeId: '3f2a9c1e-0000-4000-8000-000000000003',
      title: 'Cats',
      endDate: '2026-11-30T12:00:00.000Z',
    };
    const take = buildSubmitPayload({
      ...base,
      challenge,
      source: { kind: 'recording', takeId: 'take-1' },
      media: [thumbnail],
      durationSeconds: 4,
    });
    expect(take).toMatchObject({ source: 'recording', takeId: 'take-1', challenge });
    expect(take.videoBlobId).toBeUndefined();
    expect(take.thumbnailBlobId).toBe(`${VIDEO_ID}:thumbnail`);
    const link = buildSubmitPayload({
      ...base,
      source: { kind: 'url', url: ' https://youtu.be/abc ' },
      media: [],
      durationSeconds: null,
    });
    expect(link).toMatchObject({ source: 'url', url: 'https://youtu.be/abc' });
    expect(link).not.toHaveProperty('durationSeconds');
  });

  it('leaves out a duration the handler could not read', () => {
    const payload = buildSubmitPayload({
      ...base,
      source: { kind: 'recording', takeId: 'take-1' },
      media: [],
      durationSeconds: Number.NaN,
    });
    expect(payload).not.toHaveProperty('durationSeconds');
  });

  it('refuses, before anything is queued, a payload the handler would refuse', () => {
    const build = (title: string) =>
      buildSubmitPayload({ ...base, title, source: { kind: 'upload' }, media: [video] });
    expect(() => build('x'.repeat(101))).toThrow(
      'This video could not be queued: its details are not valid.',
    );
    expect(() => build('   ')).toThrow('This video could not be queued');
    expect(() =>
      buildSubmitPayload({ ...base, userId: 'nobody', source: { kind: 'upload' }, media: [video] }),
    ).toThrow('This video could not be queued');
  });
});
