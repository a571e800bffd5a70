import { afterEach, describe, expect, it } from 'vitest';
import { render, type Rendered } from '@/testing/render';
import { parseVideo } from '../model/video';
import { ModerationNotice } from './moderation-notice';

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
  rendered = undefined;
});

/** A My Videos row as the Data API answers it. */
const row = (extra: Record<string, unknown>) =>
  parseVideo({ id: 'v1', title: 'Mine', video_url: 'https://cdn.example.com/v1.webm', ...extra })!;

describe('a My Videos card’s moderation notice', () => {
  it("says 'Policy Violation' with the moderator's reason on a removed video", async () => {
    rendered = await render(
      <ModerationNotice
        video={row({ moderation_status: 'rejected', moderation_reason: 'Dangerous stunt' })}
      />,
    );
    expect(rendered.container.textContent).toContain('Policy Violation');
    expect(rendered.container.textContent).toContain('Dangerous stunt');
  });

  it('says a held video is under review, and nothing on an approved one', async () => {
    rendered = await render(<ModerationNotice video={row({ moderation_status: 'pending' })} />);
    expect(rendered.container.textContent).toContain('Under Review');
    await rendered.unmount();
    rendered = await render(<ModerationNotice video={row({ moderation_status: 'approved' })} />);
    expect(rendered.container.textContent).toBe('');
  });
});
