import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

function button(name: string): HTMLButtonElement {
  const found = [...document.querySelectorAll('button')].find((b) => b.textContent === name);
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
});
