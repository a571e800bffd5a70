import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { dropShare, keepShare, readShare } from './shared-videos';

afterEach(async () => {
  await db.shares.clear();
});

const clip = (bytes: string) => new File([bytes], 'clip.webm', { type: 'video/webm' });

describe('shared videos', () => {
  it('keeps a shared file as bytes and gives it back as the same file', async () => {
    const id = await keepShare({ kind: 'file', file: clip('webm-bytes'), title: 'Oops' }, 1);
    const stored = await db.shares.get(id);
    expect(stored?.file?.data).toBeInstanceOf(ArrayBuffer);
    const share = await readShare(id);
    expect(share).toMatchObject({ id, title: 'Oops', url: null, refusal: null });
    expect(share?.file?.name).toBe('clip.webm');
    expect(share?.file?.type).toBe('video/webm');
    expect(await share?.file?.text()).toBe('webm-bytes');
  });

  it('keeps only the newest share', async () => {
    const first = await keepShare({ kind: 'url', url: 'https://vimeo.com/1', title: '' }, 1);
    const second = await keepShare({ kind: 'file', file: clip('x'), title: '' }, 2);
    expect(await readShare(first)).toBeUndefined();
    expect((await readShare(second))?.file).not.toBeNull();
    await dropShare(second);
    expect(await db.shares.count()).toBe(0);
  });

  it('checks what it reads back: a stored file of the wrong type is refused, odd fields dropped', async () => {
    await db.shares.add({
      id: 'a',
      createdAt: 1,
      title: `  ${'t'.repeat(120)}`,
      url: 'javascript:alert(1)',
      refusal: '<b>anything</b>',
      file: { data: new TextEncoder().encode('x').buffer, name: 'evil.html', type: 'text/html' },
    });
    expect(await readShare('a')).toEqual({
      id: 'a',
      title: 't'.repeat(100),
      file: null,
      url: null,
      refusal: 'Please upload a video file (MP4, WebM, MOV, AVI, or MKV).',
    });
    await db.shares.put({
      id: 'b',
      createdAt: 1,
      title: '',
      url: null,
      refusal: '<b>x</b>',
      file: null,
    });
    expect((await readShare('b'))?.refusal).toBeNull();
  });

  it('keeps a refusal without bytes', async () => {
    const id = await keepShare(
      { kind: 'refused', message: 'Please upload a video file smaller than 100MB.', title: '' },
      1,
    );
    expect(await readShare(id)).toMatchObject({
      file: null,
      refusal: 'Please upload a video file smaller than 100MB.',
    });
  });
});
