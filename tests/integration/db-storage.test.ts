import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, userActors, type SignedInActor } from './support/db-actors.ts';
import { engines, startStack, type Stack } from './support/stack.ts';

// The product's buckets and storage.objects policies from the storage migration, exercised
// through storage-js against /storage/v1.

const png = readFileSync('public/samples/giggle-loop.png');
const webm = readFileSync('public/samples/giggle-loop.webm');

describe.each(engines)('storage buckets and policies on %s', (engine) => {
  let stack: Stack;
  let alice: SignedInActor;
  let bob: SignedInActor;
  let admin: SignedInActor;

  beforeAll(async () => {
    stack = await startStack({ engine });
    [alice, bob, admin] = await userActors(stack, ['alice', 'bob', 'admin']);
    await makeAdmin(stack, admin.id);
  });
  afterAll(() => stack?.stop());

  it('creates the four public buckets with their size and type limits', async () => {
    const { data } = await stack.client(stack.serviceRoleKey).storage.listBuckets();
    const buckets = Object.fromEntries(
      (data ?? []).map((b) => [b.id, [b.public, b.file_size_limit, b.allowed_mime_types]]),
    );
    expect(buckets).toMatchObject({
      thumbnails: [true, 5 * 1024 * 1024, ['image/png', 'image/jpeg', 'image/webp', 'image/gif']],
      uploads: [
        true,
        100 * 1024 * 1024,
        ['video/mp4', 'video/webm', 'video/quicktime', 'video/x-msvideo', 'video/x-matroska'],
      ],
      music: [true, 50 * 1024 * 1024, ['audio/mpeg', 'audio/mp3']],
      covers: [true, 5 * 1024 * 1024, ['image/png', 'image/jpeg', 'image/webp', 'image/gif']],
    });
  });

  it('lets users write thumbnails and uploads only under their own folder, read publicly; uploads are write-once', async () => {
    const thumbnail = `${alice.id}/clip-1_thumbnail_${Date.now()}.png`;
    const own = await alice.client.storage
      .from('thumbnails')
      .upload(thumbnail, png, { contentType: 'image/png', upsert: true });
    expect(own.error).toBeNull();
    const again = await alice.client.storage
      .from('thumbnails')
      .upload(thumbnail, png, { contentType: 'image/png', upsert: true });
    expect(again.error).toBeNull();
    const video = `${alice.id}/${Date.now()}.webm`;
    expect(
      (
        await alice.client.storage
          .from('uploads')
          .upload(video, webm, { contentType: 'video/webm' })
      ).error,
    ).toBeNull();

    const foreign = await bob.client.storage
      .from('uploads')
      .upload(`${alice.id}/intruder.webm`, webm, { contentType: 'video/webm' });
    expect(foreign.error).toMatchObject({ statusCode: '403' });
    const overwrite = await bob.client.storage
      .from('thumbnails')
      .upload(thumbnail, png, { contentType: 'image/png', upsert: true });
    expect(overwrite.error).toMatchObject({ statusCode: '403' });
    const anon = await stack
      .client()
      .storage.from('uploads')
      .upload(`${alice.id}/anon.webm`, webm, { contentType: 'video/webm' });
    expect(anon.error).toMatchObject({ statusCode: '403' });

    const url = stack.client().storage.from('uploads').getPublicUrl(video).data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(webm);

    // The whole answer, so a failure shows the error and not only `data: null`.
    expect(await bob.client.storage.from('uploads').remove([video])).toEqual({
      data: [],
      error: null,
    });
    // Video files are write-once (issue 34 §5: an entry's file cannot be swapped after the
    // deadline): not even their owner replaces or removes one. Thumbnails stay theirs to change.
    const replaced = await alice.client.storage
      .from('uploads')
      .upload(video, png.subarray(0, 16), { contentType: 'video/webm', upsert: true });
    expect(replaced.error).toMatchObject({ statusCode: '403' });
    expect(await alice.client.storage.from('uploads').remove([video])).toEqual({
      data: [],
      error: null,
    });
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(webm);
    expect((await alice.client.storage.from('thumbnails').remove([thumbnail])).data).toHaveLength(
      1,
    );
  });

  it('refuses files of the wrong type for a bucket', async () => {
    const wrong = await alice.client.storage
      .from('uploads')
      .upload(`${alice.id}/not-a-video.png`, png, { contentType: 'image/png' });
    expect(wrong.error).toMatchObject({ statusCode: '415' });
    const audio = await alice.client.storage
      .from('thumbnails')
      .upload(`${alice.id}/sound.mp3`, webm, { contentType: 'audio/mpeg' });
    expect(audio.error).toMatchObject({ statusCode: '415' });
  });

  it('keeps the music library (audio and covers) to admins', async () => {
    const path = `audio/2026/11/raga-dawn.mp3`;
    const byUser = await alice.client.storage
      .from('music')
      .upload(path, webm, { contentType: 'audio/mpeg' });
    expect(byUser.error).toMatchObject({ statusCode: '403' });
    expect(
      (await admin.client.storage.from('music').upload(path, webm, { contentType: 'audio/mpeg' }))
        .error,
    ).toBeNull();
    const cover = `covers/2026/11/raga-dawn.png`;
    expect(
      (await alice.client.storage.from('covers').upload(cover, png, { contentType: 'image/png' }))
        .error,
    ).toMatchObject({ statusCode: '403' });
    expect(
      (await admin.client.storage.from('covers').upload(cover, png, { contentType: 'image/png' }))
        .error,
    ).toBeNull();
    expect(
      (await fetch(stack.client().storage.from('music').getPublicUrl(path).data.publicUrl)).status,
    ).toBe(200);
    expect((await alice.client.storage.from('music').remove([path])).data).toEqual([]);
    expect((await admin.client.storage.from('music').remove([path])).data).toHaveLength(1);
  });
});
