import { describe, expect, it } from 'vitest';
import {
  MODERATION_MESSAGES,
  moderationReasonProblem,
  parseModerationQueue,
} from './moderation-queue';

describe('the moderation queue as the screen reads it', () => {
  it('reads admin_moderation_queue: the rules, and each video with its reasons in the Report dialog’s words', () => {
    const queue = parseModerationQueue({
      hide_after_reports: 3,
      reports_per_hour: 20,
      videos: [
        {
          id: 'v1',
          title: 'Reported clip',
          video_url: 'https://cdn.example.com/v1.webm',
          thumbnail_url: null,
          moderation_status: 'pending',
          created_at: '2026-11-28T10:00:00Z',
          uploader_id: 'u1',
          uploader_name: 'Uploader',
          uploader_email: 'up@example.com',
          uploader_banned: false,
          report_count: '3',
          reasons: [
            { reason: 'spam', count: 2 },
            { reason: 'retired-reason', count: 1 },
          ],
          details: ['Scam link', 7],
        },
        { id: 'broken' },
      ],
    });
    expect(queue.hideAfterReports).toBe(3);
    expect(queue.videos).toEqual([
      {
        id: 'v1',
        title: 'Reported clip',
        videoUrl: 'https://cdn.example.com/v1.webm',
        thumbnailUrl: null,
        status: 'pending',
        createdAt: '2026-11-28T10:00:00Z',
        uploaderId: 'u1',
        uploaderName: 'Uploader',
        uploaderEmail: 'up@example.com',
        uploaderBanned: false,
        reportCount: 3,
        reasons: [
          { label: 'Spam or misleading links', count: 2 },
          { label: 'retired-reason', count: 1 },
        ],
        details: ['Scam link'],
      },
    ]);
    expect(MODERATION_MESSAGES.rules(queue)).toBe(
      'A video reported by 3 different members is hidden from everyone until a moderator reviews it. Each member may send 20 reports an hour.',
    );
    expect(() => parseModerationQueue({ message: 'denied' })).toThrow(TypeError);
  });

  it('needs a reason of at most 500 characters', () => {
    expect(moderationReasonProblem('   ')).toBe('Give a reason: the creator sees it.');
    expect(moderationReasonProblem('x'.repeat(501))).toBe('Keep the reason to 500 characters.');
    expect(moderationReasonProblem('  Scam links  ')).toBeNull();
  });
});
