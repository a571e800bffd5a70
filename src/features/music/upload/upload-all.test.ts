import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useToastStore } from '@/components/toast-store';
import { stagedActions, useStagedStore } from '../hooks/staged-store';
import { createStagedItem, type StagedItem } from '../model/staged-item';
import type { PublishDeps } from './publish-track';
import { uploadAll } from './upload-all';

function stage(name: string, patch: Partial<StagedItem> = {}): StagedItem {
  const item = {
    ...createStagedItem({
      id: name,
      file: new File(['abc'], name, { type: 'audio/mpeg' }),
      cover: null,
      coverPreview: null,
      duration: null,
      fallbackSlug: 'track-x',
    }),
    artist: 'Ravi',
    ...patch,
  };
  stagedActions.add([item]);
  return item;
}

function deps(insertTrack: PublishDeps['insertTrack'] = async () => 'id'): PublishDeps {
  return {
    now: () => new Date('2026-01-01T00:00:00Z'),
    findTakenSlugs: async () => new Set(),
    uploadAudio: async () => undefined,
    uploadCover: async () => undefined,
    publicUrl: async (bucket, path) => `https://cdn.test/${bucket}/${path}`,
    insertTrack,
    removeObjects: async () => undefined,
  };
}

const toastTitles = () => useToastStore.getState().toasts.map((toast) => toast.title);
const statusOf = (id: string) => useStagedStore.getState().items.find((item) => item.id === id);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  stagedActions.reset();
  useToastStore.setState({ toasts: [] });
});

describe('uploadAll', () => {
  it("needs a login: 'Please log in to upload music'", async () => {
    stage('a.mp3');
    await uploadAll({ signedIn: false, onUploaded: vi.fn(), deps: deps() });
    expect(toastTitles()).toEqual(['Please log in to upload music']);
    expect(statusOf('a.mp3')?.status).toBe('ready');
  });

  it("needs a ready track: 'No tracks ready for upload'", async () => {
    await uploadAll({ signedIn: true, onUploaded: vi.fn(), deps: deps() });
    expect(toastTitles()).toEqual(['No tracks ready for upload']);
  });

  it('uploads nothing until every ready track has title and artist', async () => {
    stage('a.mp3');
    stage('b.mp3', { artist: '' });
    const insert = vi.fn(async () => 'id');
    await uploadAll({ signedIn: true, onUploaded: vi.fn(), deps: deps(insert) });
    expect(toastTitles()).toEqual(['Please fill in title and artist for b.mp3']);
    expect(insert).not.toHaveBeenCalled();
  });

  it('uploads ready tracks one at a time with the spec toasts', async () => {
    stage('good.mp3', { title: 'Good Song' });
    stage('bad.mp3', { title: 'Bad Song' });
    stage('done.mp3', { status: 'success', progress: 100 });
    const onUploaded = vi.fn();
    const insert = vi.fn<PublishDeps['insertTrack']>(async (row) => {
      if (row.title === 'Bad Song') throw new Error('');
      return 'id';
    });
    await uploadAll({ signedIn: true, onUploaded, deps: deps(insert) });
    expect(insert).toHaveBeenCalledTimes(2);
    expect(onUploaded).toHaveBeenCalledTimes(1);
    expect(toastTitles()).toEqual([
      'Good Song uploaded successfully!',
      'Failed to upload Bad Song',
    ]);
    expect(statusOf('good.mp3')).toMatchObject({ status: 'success', progress: 100 });
    expect(statusOf('bad.mp3')).toMatchObject({ status: 'error', error: 'Upload failed' });
    expect(useStagedStore.getState().uploading).toBe(false);
  });

  it('clears completed items and retries failed ones', () => {
    stage('a.mp3', { status: 'success' });
    stage('b.mp3', { status: 'error', error: 'x', progress: 60 });
    stagedActions.clearCompleted();
    stagedActions.retry('b.mp3');
    expect(useStagedStore.getState().items.map((item) => [item.id, item.status])).toEqual([
      ['b.mp3', 'ready'],
    ]);
  });
});
