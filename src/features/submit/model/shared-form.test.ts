import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  parseSharedForm,
  sharedIdFrom,
  sharedTitle,
  submitPathFor,
  SHARE_TARGET,
  type ParsedShare,
} from './shared-form';

function shareForm(fields: Record<string, string | File | File[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) form.append(name, part);
  }
  return form;
}

const clip = (name = 'clip.webm', type = 'video/webm', bytes = 'webm-bytes') =>
  new File([bytes], name, { type });

describe('parseSharedForm', () => {
  it('takes a shared video file with the shared title', () => {
    const file = clip();
    expect(parseSharedForm(shareForm({ title: 'Cat vs cucumber', video: file }))).toEqual({
      kind: 'file',
      file,
      title: 'Cat vs cucumber',
    });
  });

  it('makes the title from the shared text when no title came, without its link', () => {
    const share = parseSharedForm(
      shareForm({ text: '  My dog\nfalls over  https://example.com/x ', video: clip() }),
    );
    expect(share.title).toBe('My dog falls over');
  });

  it('prefers the file over a link shared with it, and skips empty file parts', () => {
    const file = clip('second.mp4', 'video/mp4');
    const share = parseSharedForm(
      shareForm({ url: 'https://youtu.be/dQw4w9WgXcQ', video: [new File([], ''), file] }),
    );
    expect(share).toMatchObject({ kind: 'file', file });
  });

  it('keeps the spec refusal for a file Submit would not take', () => {
    expect(parseSharedForm(shareForm({ video: clip('notes.txt', 'text/plain') }))).toEqual({
      kind: 'refused',
      message: 'Please upload a video file (MP4, WebM, MOV, AVI, or MKV).',
      title: '',
    });
  });

  it('keeps a file over 100MB for Submit to judge (it may be shrunk to fit), not one over 1GB', () => {
    const big = { name: 'big.mp4', type: 'video/mp4', size: 150 * 1024 * 1024 };
    const huge = { ...big, size: 1024 * 1024 * 1024 + 1 };
    const shared = (file: typeof big) => {
      const form = { get: () => null, getAll: () => [file] } as unknown as FormData;
      return parseSharedForm(form).kind;
    };
    expect(shared(big)).toBe('file');
    expect(shared(huge)).toBe('refused');
  });

  it('reads a shared link from the url field, else from the text', () => {
    expect(
      parseSharedForm(shareForm({ title: 'Rick', url: 'https://youtu.be/dQw4w9WgXcQ' })),
    ).toEqual({ kind: 'url', url: 'https://youtu.be/dQw4w9WgXcQ', title: 'Rick' });
    expect(
      parseSharedForm(
        shareForm({ text: 'So funny https://www.tiktok.com/@a/video/7234567890123456789 lol' }),
      ),
    ).toEqual({
      kind: 'url',
      url: 'https://www.tiktok.com/@a/video/7234567890123456789',
      title: 'So funny lol',
    });
  });

  it('ignores links that are not http(s) and shares with nothing usable', () => {
    expect(parseSharedForm(shareForm({ url: 'javascript:alert(1)', text: 'hi' }))).toEqual({
      kind: 'empty',
      title: 'hi',
    });
    expect(parseSharedForm(new FormData())).toEqual({ kind: 'empty', title: '' });
  });
});

describe('sharedTitle', () => {
  it('is cut to the 100-character title limit', () => {
    expect(sharedTitle('a'.repeat(150), '')).toHaveLength(100);
  });

  it('is empty for a bare link', () => {
    expect(sharedTitle('', 'https://vimeo.com/1')).toBe('');
  });
});

describe('submitPathFor', () => {
  const id = '0b8a4a53-6f39-4b8e-9d38-0c1c2b9d7f11';
  it('opens URL mode for a link and the upload otherwise', () => {
    const link: ParsedShare = { kind: 'url', url: 'https://vimeo.com/1', title: '' };
    const file: ParsedShare = { kind: 'file', file: clip(), title: '' };
    expect(submitPathFor(link, id)).toBe(`/submit?mode=url&shared=${id}`);
    expect(submitPathFor(file, id)).toBe(`/submit?mode=upload&shared=${id}`);
    expect(submitPathFor(file, null)).toBe('/submit?mode=upload');
  });

  it('reads back only ids the worker makes', () => {
    expect(sharedIdFrom(id)).toBe(id);
    expect(sharedIdFrom('../../etc')).toBeNull();
    expect(sharedIdFrom(null)).toBeNull();
  });
});

describe('the manifest share_target', () => {
  it('posts the fields under the names the worker reads', () => {
    const manifest = JSON.parse(readFileSync('manifest.webmanifest', 'utf8')) as {
      share_target: {
        action: string;
        method: string;
        enctype: string;
        params: { title: string; text: string; url: string; files: { name: string }[] };
      };
    };
    const { action, method, enctype, params } = manifest.share_target;
    expect({ action, method, enctype }).toEqual({
      action: SHARE_TARGET.action,
      method: 'POST',
      enctype: 'multipart/form-data',
    });
    expect([params.title, params.text, params.url]).toEqual([
      SHARE_TARGET.title,
      SHARE_TARGET.text,
      SHARE_TARGET.url,
    ]);
    expect(params.files.map((file) => file.name)).toEqual([SHARE_TARGET.file]);
  });
});
