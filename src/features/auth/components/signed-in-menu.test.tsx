import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '@supabase/supabase-js';
import { expectRenderedAsText, HOSTILE_TITLES, visibleText } from '@/testing/hostile-text';
import { click, render, type Rendered } from '@/testing/render';
import { SignedInMenu } from './signed-in-menu';

// Issue 11: the name typed at sign-up is user text; the account menu shows it as text only.

let rendered: Rendered | undefined;
afterEach(async () => {
  await rendered?.unmount();
});

function userNamed(fullName: string): User {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    email: 'ada@example.com',
    app_metadata: {},
    user_metadata: { full_name: fullName },
    aud: 'authenticated',
    created_at: '2026-11-20T10:00:00Z',
  };
}

describe.each(HOSTILE_TITLES)('a full name of %j', (name) => {
  it('is text in the account menu', async () => {
    rendered = await render(<SignedInMenu user={userNamed(name)} />);
    await click(rendered.container.querySelector('button')!);
    expect(visibleText(rendered.container)).toContain(name);
    expectRenderedAsText(rendered.container, name);
  });
});

describe("the app's extra menu entries", () => {
  it('render only while the menu is open, and following one closes it', async () => {
    rendered = await render(
      <SignedInMenu user={userNamed('Ada')} extras={<a href="#admin">Admin</a>} />,
    );
    const toggle = rendered.container.querySelector('button')!;
    expect(rendered.container.querySelector('a')).toBeNull();
    await click(toggle);
    const entry = rendered.container.querySelector('a')!;
    expect(entry.textContent).toBe('Admin');
    await click(entry);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(rendered.container.querySelector('a')).toBeNull();
  });
});
