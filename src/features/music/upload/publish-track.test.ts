import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { SlugTakenError } from '../model/upload-errors';
import { publishTrack, type PublishDeps, type TrackToPublish } from './publish-track';

const AT = new Date('2026-03-05T12:00:00Z');

function track(patch: Partial<TrackToPublish> = {}): TrackToPublish {
  return {
    file: new File(['x'.repeat(1000)], 'rain.mp3', { type: 'audio/mpeg' }),
    cover: null,
    title: 'Rain',
    artist: 'Ravi',
    genre: 'Folk',
    description: '',
    tags: ['calm'],
    duration: 61,
    slug: 'rain',
    ...patch,
  };
}

function fakes(patch: Partial<PublishDeps> = {}) {
  const deps: PublishDeps = {
    now: () => AT,
    findTakenSlugs: vi.fn(async () => new Set<string>()),
    uploadAudio: vi.fn(async ({ file, onProgress }) => {
      onProgress(file.size * 0.6, file.size);
      onProgress(file.size, file.size);
    }),
    uploadCover: vi.fn(async () => undefined),
    publicUrl: vi.fn(async (bucket: string, path: string) => `https://cdn.test/${bucket}/${path}`),
    insertTrack: vi.fn(async () => 'track-id'),
    removeObjects: vi.fn(async () => undefined),
    ...patch,
  };
  return deps;
}

describe('publishTrack', () => {
  it('uploads audio and cover, writes an active row, and reports 10 → 40 → 60 → 80 → 100', async () => {
    const deps = fakes();
    const progress: number[] = [];
    const cover = new File(['img'], 'rain.png', { type: 'image/png' });
    const result = await publishTrack(track({ cover }), deps, (value) => progress.push(value));
    expect(result).toEqual({ id: 'track-id', slug: 'rain' });
    expect(progress).toEqual([10, 40, 60, 60, 80, 100]);
    expect(deps.uploadCover).toHaveBeenCalledWith(
      'covers/2026/03/rain.png',
      cover,
      'image/png',
      'rain',
    );
    expect(deps.insertTrack).toHaveBeenCalledWith({
      title: 'Rain',
      artist: 'Ravi',
      genre: 'Folk',
      duration: 61,
      file_size: 1000,
      file_path: 'audio/2026/03/rain.mp3',
      file_url: 'https://cdn.test/music/audio/2026/03/rain.mp3',
      cover_image_url: 'https://cdn.test/covers/covers/2026/03/rain.png',
      description: null,
      tags: ['calm'],
      slug: 'rain',
      status: 'active',
    });
  });

  it('skips slugs it already sees taken', async () => {
    const deps = fakes({ findTakenSlugs: vi.fn(async () => new Set(['rain', 'rain-2'])) });
    const result = await publishTrack(track(), deps, () => undefined);
    expect(result.slug).toBe('rain-3');
  });

  it('moves on to -2 when storage says the object exists', async () => {
    const uploadAudio = vi.fn<PublishDeps['uploadAudio']>(async ({ slug }) => {
      if (slug === 'rain') throw new SlugTakenError(slug);
    });
    const deps = fakes({ uploadAudio });
    const result = await publishTrack(track(), deps, () => undefined);
    expect(result.slug).toBe('rain-2');
    expect(deps.removeObjects).not.toHaveBeenCalled();
  });

  it('removes the stored objects and tries -2 when the row says the slug is taken', async () => {
    const insertTrack = vi
      .fn<PublishDeps['insertTrack']>()
      .mockRejectedValueOnce(new SlugTakenError('rain'))
      .mockResolvedValueOnce('id-2');
    const deps = fakes({ insertTrack });
    const cover = new File(['img'], 'rain.jpg', { type: 'image/jpeg' });
    const result = await publishTrack(track({ cover }), deps, () => undefined);
    expect(result).toEqual({ id: 'id-2', slug: 'rain-2' });
    expect(deps.removeObjects).toHaveBeenCalledWith('music', ['audio/2026/03/rain.mp3']);
    expect(deps.removeObjects).toHaveBeenCalledWith('covers', ['covers/2026/03/rain.jpg']);
  });

  it('removes the just-uploaded objects when the row insert fails, and fails', async () => {
    const refusal = new ApiError('check violated', 400, '23514');
    const deps = fakes({ insertTrack: vi.fn(async () => Promise.reject(refusal)) });
    await expect(publishTrack(track(), deps, () => undefined)).rejects.toBe(refusal);
    expect(deps.removeObjects).toHaveBeenCalledWith('music', ['audio/2026/03/rain.mp3']);
  });

  it('gives up after a few taken slugs', async () => {
    const deps = fakes({
      uploadAudio: vi.fn(async ({ slug }: { slug: string }) => {
        throw new SlugTakenError(slug);
      }),
    });
    await expect(publishTrack(track(), deps, () => undefined)).rejects.toBeInstanceOf(
      SlugTakenError,
    );
    expect(deps.uploadAudio).toHaveBeenCalledTimes(6);
  });

  it('still uploads when the look-up of taken slugs fails', async () => {
    const deps = fakes({ findTakenSlugs: vi.fn(async () => Promise.reject(new TypeError('x'))) });
    await expect(publishTrack(track(), deps, () => undefined)).resolves.toEqual({
      id: 'track-id',
      slug: 'rain',
    });
  });
});
