import { describe, expect, it } from 'vitest';
import type { OutboxRow } from '@/lib/db';
import { registerLabel } from '../port/registry';
import { actionLine, actionsHeadline, badgeSummary, groupTray, isUpload } from './tray-groups';

registerLabel('set-like', 'Like');
registerLabel('post-comment', 'Comment');

const row = (patch: Partial<OutboxRow>) =>
  ({ kind: 'set-like', payload: {}, status: 'queued', mediaIds: undefined, ...patch }) as Pick<
    OutboxRow,
    'kind' | 'mediaIds' | 'payload' | 'status'
  >;

describe('the upload tray groups', () => {
  it('counts submissions and media as uploads, never likes or comments', () => {
    expect(isUpload(row({ kind: 'submit-video' }))).toBe(true);
    expect(isUpload(row({ kind: 'share-premium-post', mediaIds: ['m1'] }))).toBe(true);
    expect(isUpload(row({ kind: 'set-like' }))).toBe(false);
    expect(isUpload(row({ kind: 'post-comment' }))).toBe(false);
  });

  it('keeps only held small actions, uploads in every state', () => {
    const groups = groupTray([
      row({ kind: 'submit-video', status: 'done' }),
      row({ kind: 'set-like', status: 'queued' }),
      row({ kind: 'post-comment', status: 'done' }),
      row({ kind: 'record-earning', status: 'failed' }),
    ]);
    expect(groups.uploads.map((r) => r.status)).toEqual(['done']);
    expect(groups.actions.map((r) => r.kind)).toEqual(['set-like', 'record-earning']);
  });

  it('lists no view waiting to be counted (nobody asked for it), yet counts it so the outbox starts', () => {
    const rows = [
      row({ kind: 'record-view', status: 'queued' }),
      row({ kind: 'record-view', status: 'failed' }),
      row({ kind: 'set-like', status: 'queued' }),
    ];
    expect(groupTray(rows).actions.map((r) => r.kind)).toEqual(['set-like']);
    expect(badgeSummary(rows as OutboxRow[]).actionsWaiting).toBe(2);
  });

  it('names the video an action is about', () => {
    expect(
      actionLine(row({ payload: { videoId: 'v', liked: true, videoTitle: 'Cat Zoomies' } })),
    ).toBe('Like · Cat Zoomies');
    expect(
      actionLine(row({ payload: { videoId: 'v', liked: false, videoTitle: 'Cat Zoomies' } })),
    ).toBe('Unlike · Cat Zoomies');
    expect(actionLine(row({ kind: 'post-comment', payload: { videoId: 'v' } }))).toBe('Comment');
    expect(actionsHeadline(1)).toBe('1 action waiting');
    expect(actionsHeadline(3)).toBe('3 actions waiting');
  });
});

describe('the Uploads badge', () => {
  it('counts waiting uploads, not a queued like (no "Uploads (1 waiting)" for a like)', () => {
    const full = (patch: Partial<OutboxRow>) =>
      ({ bytesSent: 0, bytesTotal: 0, ...row(patch), ...patch }) as OutboxRow;
    // Not on the badge, but counted so the next start loads the engine and sends it.
    expect(badgeSummary([full({ kind: 'set-like' })])).toEqual({
      waiting: 0,
      failed: 0,
      uploadingPercent: null,
      actionsWaiting: 1,
    });
    expect(
      badgeSummary([
        full({ kind: 'set-like' }),
        full({
          kind: 'submit-video',
          status: 'running',
          bytesSent: 50,
          bytesTotal: 200,
        } as Partial<OutboxRow>),
        full({ kind: 'post-comment', status: 'failed' }),
      ]),
    ).toEqual({ waiting: 1, failed: 0, uploadingPercent: 25, actionsWaiting: 1 });
  });
});
