import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/api-error';
import { createQueryClient } from '@/lib/query/client';
import { click, render, settle, typeInto, type Rendered } from '@/testing/render';
import type { AdminChallenge } from '../model/challenge';
import type { ChallengeWrite } from '../model/challenge-form';

const listChallenges = vi.fn<() => Promise<AdminChallenge[]>>();
const createChallenge = vi.fn<(row: ChallengeWrite) => Promise<AdminChallenge>>();
vi.mock('@/lib/session', () => ({ currentAccessToken: async () => 'admin-token' }));
vi.mock('../api/list-challenges', () => ({ listChallenges: () => listChallenges() }));
vi.mock('../api/create-challenge', () => ({
  createChallenge: (row: ChallengeWrite) => createChallenge(row),
}));

/** The rows the database answers a DELETE with: none when row-level security hides the row. */
const deletedRows = vi.fn<(id: string) => { id: string }[]>();
// delete-challenge.ts runs for real against a Data API stand-in that answers like PostgREST.
vi.mock('@/lib/supabase', () => ({
  getSupabase: async () => ({
    from: (table: string) => ({
      delete: () => ({
        eq: (_column: string, id: string) => ({
          select: () => {
            const answer = {
              setHeader: () => answer,
              retry: () => answer,
              then: (settle: (value: unknown) => unknown) =>
                Promise.resolve(
                  table === 'challenges'
                    ? { data: deletedRows(id), error: null, status: 200 }
                    : { data: null, error: { message: 'wrong table', code: '' }, status: 400 },
                ).then(settle),
            };
            return answer;
          },
        }),
      }),
    }),
  }),
}));

const { ChallengeAdminPanel } = await import('./challenge-admin-panel');

const STORED: AdminChallenge = {
  id: 'c1',
  title: 'Dance Off',
  description: 'Moves.',
  image_url: null,
  prize_text: null,
  start_date: '2020-01-01T00:00:00Z',
  end_date: '2020-01-08T00:00:00Z',
  is_active: false,
  affiliate_product_name: null,
  affiliate_url: null,
  affiliate_image_url: null,
  created_at: '2019-12-31T00:00:00Z',
};

let client: QueryClient;
let rendered: Rendered | undefined;

beforeEach(() => {
  client = createQueryClient();
  listChallenges.mockResolvedValue([STORED]);
});

afterEach(async () => {
  await rendered?.unmount();
  client.clear();
  vi.clearAllMocks();
});

function field(label: string): HTMLInputElement | HTMLTextAreaElement {
  const owner = [...document.querySelectorAll('label')].find((element) =>
    element.textContent?.startsWith(label),
  );
  const control = owner && document.getElementById(owner.htmlFor);
  if (!control) throw new Error(`no field ${label}`);
  return control as HTMLInputElement | HTMLTextAreaElement;
}

function button(name: string, within: ParentNode = document): HTMLButtonElement {
  const found = [...within.querySelectorAll('button')].find((b) => b.textContent === name);
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

async function show() {
  rendered = await render(
    <QueryClientProvider client={client}>
      <ChallengeAdminPanel />
    </QueryClientProvider>,
  );
  await settle();
}

describe('ChallengeAdminPanel', () => {
  it('lists challenges with their phase and offers winners only once ended', async () => {
    await show();
    const row = document.querySelector('li[aria-label="Dance Off"]');
    expect(row?.textContent).toContain('Ended');
    expect(row?.textContent).toContain('Pick winners');
  });

  it('shows the spec message in the form and sends nothing', async () => {
    await show();
    await click(button('New challenge'));
    await click(button('Create challenge'));
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Validation ErrorPlease fill in all required fields.',
    );
    expect(createChallenge).not.toHaveBeenCalled();
  });

  it('shows every validation refusal in the form, in the spec words, and saves nothing', async () => {
    await show();
    await click(button('New challenge'));
    const alertText = () => document.querySelector('[role="alert"]')?.textContent;
    await typeInto(field('Title'), 'Invalid Challenge');
    await typeInto(field('Description'), 'Valid words');
    await typeInto(field('Start date'), '2030-01-02T10:00');
    await typeInto(field('End date'), '2030-01-01T10:00');
    await click(button('Create challenge'));
    expect(alertText()).toBe('Date ErrorEnd date must be after start date.');

    await typeInto(field('End date'), '2030-01-04T10:00');
    for (const description of [
      '<script>alert(1)</script>',
      'javascript:alert(1)',
      'vbscript:msgbox(1)',
      'img onerror=alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'x'.repeat(5001),
    ]) {
      await typeInto(field('Description'), description);
      await click(button('Create challenge'));
      expect(alertText(), description.slice(0, 30)).toBe(
        'Validation ErrorContent contains invalid characters or is too long.',
      );
    }

    await typeInto(field('Description'), 'Valid words');
    await typeInto(field('Affiliate URL'), 'ftp://shop.example/x');
    await click(button('Create challenge'));
    expect(alertText()).toBe('Invalid URLPlease provide a valid affiliate URL.');
    expect(createChallenge).not.toHaveBeenCalled();
  });

  it('saves the sanitised row and refreshes every challenges query, the banner included', async () => {
    client.setQueryData(['challenges', 'current'], { id: 'banner' });
    createChallenge.mockImplementation(async (row) => ({ ...STORED, ...row, id: 'c2' }));
    await show();
    await click(button('New challenge'));
    await typeInto(field('Title'), 'Pet <Tricks>');
    await typeInto(field('Description'), 'Show "us"');
    await typeInto(field('Start date'), '2030-01-01T10:00');
    await typeInto(field('End date'), '2030-01-08T10:00');
    await click(button('Create challenge'));
    await settle();
    expect(createChallenge).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Pet Tricks', description: 'Show us', is_active: false }),
    );
    expect(client.getQueryState(['challenges', 'current'])?.isInvalidated).toBe(true);
    expect(document.body.textContent).toContain('Created “Pet Tricks”.');
  });

  it("says 'Failed to delete challenge' when the database deletes no row, and keeps it listed", async () => {
    deletedRows.mockReturnValue([]);
    await show();
    const row = document.querySelector('li[aria-label="Dance Off"]')!;
    await click(button('Delete', row));
    await click(button('Yes, delete', row));
    await settle();
    expect(deletedRows).toHaveBeenCalledWith('c1');
    const alert = document.querySelector('li[aria-label="Dance Off"] [role="alert"]');
    expect(alert?.textContent).toBe(
      'Failed to delete challengeThis challenge no longer exists or you cannot delete it.',
    );
    expect(document.body.textContent).not.toContain('Deleted “Dance Off”.');
  });

  it('says Deleted once the database deleted the row', async () => {
    deletedRows.mockReturnValue([{ id: 'c1' }]);
    await show();
    const row = document.querySelector('li[aria-label="Dance Off"]')!;
    await click(button('Delete', row));
    await click(button('Yes, delete', row));
    await settle();
    expect(document.body.textContent).toContain('Deleted “Dance Off”.');
    expect(document.body.textContent).not.toContain('Failed to delete challenge');
  });

  it("says 'Failed to save challenge' with the server's words when row-level security refuses", async () => {
    const refusal = 'new row violates row-level security policy for table "challenges"';
    createChallenge.mockRejectedValue(new ApiError(refusal, 403, '42501'));
    await show();
    await click(button('New challenge'));
    await typeInto(field('Title'), 'Refused Save');
    await typeInto(field('Description'), 'Valid words');
    await typeInto(field('Start date'), '2030-01-01T10:00');
    await typeInto(field('End date'), '2030-01-03T10:00');
    await click(button('Create challenge'));
    await settle();
    expect(createChallenge).toHaveBeenCalledTimes(1);
    const alert = document.querySelector('form[aria-label="Challenge details"] [role="alert"]');
    expect(alert?.querySelector('p')?.textContent).toBe('Failed to save challenge');
    expect(alert?.textContent).toContain('row-level security');
    expect(alert?.textContent).toBe(`Failed to save challenge${refusal}`);
    // The form stays open with what was typed, and nothing claims it was created.
    expect((field('Title') as HTMLInputElement).value).toBe('Refused Save');
    expect(document.body.textContent).not.toContain('Created');
  });
});
