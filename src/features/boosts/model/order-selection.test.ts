import { describe, expect, it } from 'vitest';
import { BOOST_PLANS, formatPrice, planById } from './boost-plans';
import {
  boostRequestFor,
  catalogueBoostRequest,
  currentChoice,
  forgetVideo,
  selectionProblem,
} from './order-selection';

describe('boost orders', () => {
  it('offers the three plans of part 2 §9, the 3-day one popular', () => {
    expect(BOOST_PLANS.map((plan) => [plan.days, formatPrice(plan.price), plan.popular])).toEqual([
      [1, '$1.00', false],
      [3, '$5.00', true],
      [5, '$10.00', false],
    ]);
    expect(planById('boost-3-days')?.days).toBe(3);
    expect(planById('boost-7-days')).toBeNull();
  });

  it('needs a plan and a video, and a pasted link must be an http(s) link', () => {
    const plan = BOOST_PLANS[0]!;
    const mine = { kind: 'mine', id: 'v1', title: 'Mine' } as const;
    expect(selectionProblem(null, mine)).toBe('missing');
    expect(selectionProblem(plan, null)).toBe('missing');
    expect(selectionProblem(plan, { kind: 'link', url: 'javascript:alert(1)' })).toBe(
      'invalid-link',
    );
    expect(selectionProblem(plan, { kind: 'link', url: ' https://laughloop.app/video/v1 ' })).toBe(
      null,
    );
    expect(selectionProblem(plan, mine)).toBeNull();
  });

  it('orders a pasted link as url_<timestamp> with the link beside it (part 2 §7)', () => {
    expect(boostRequestFor({ kind: 'link', url: 'https://x.test/video/v1' }, 1700)).toEqual({
      videoId: 'url_1700',
      videoUrl: 'https://x.test/video/v1',
      videoTitle: 'Video',
    });
    expect(boostRequestFor({ kind: 'mine', id: 'v1', title: 'Mine' }, 1700)).toEqual({
      videoId: 'v1',
      videoTitle: 'Mine',
    });
  });

  it("titles an untitled LaughLoop video 'User Video' and a pasted link 'Video' (part 2 §7)", () => {
    for (const title of ['', '   ', null, undefined])
      expect(catalogueBoostRequest('v1', title)).toEqual({
        videoId: 'v1',
        videoTitle: 'User Video',
      });
    expect(boostRequestFor({ kind: 'mine', id: 'v1', title: ' \t ' }, 1700)).toEqual({
      videoId: 'v1',
      videoTitle: 'User Video',
    });
    expect(catalogueBoostRequest('v1', ' Mine ')).toEqual({ videoId: 'v1', videoTitle: 'Mine' });
    expect(boostRequestFor({ kind: 'link', url: 'https://x.test/v' }, 1).videoTitle).toBe('Video');
  });

  it('forgets a deleted video only when it is the choice (part 2 §4 Edit/delete)', () => {
    const mine = { kind: 'mine', id: 'v1', title: 'Mine' } as const;
    const link = { kind: 'link', url: 'https://x.test/video/v1' } as const;
    expect(forgetVideo(mine, 'v1')).toBeNull();
    expect(forgetVideo(mine, 'v2')).toBe(mine);
    expect(forgetVideo(link, 'v1')).toBe(link);
    expect(forgetVideo(null, 'v1')).toBeNull();
  });

  it('names the chosen video by the title the list has now', () => {
    const mine = { kind: 'mine', id: 'v1', title: 'Old title' } as const;
    expect(currentChoice(mine, [{ id: 'v1', title: 'New title' }])).toEqual({
      ...mine,
      title: 'New title',
    });
    expect(currentChoice(mine, [{ id: 'v2', title: 'Other' }])).toBe(mine);
    expect(currentChoice(mine, undefined)).toBe(mine);
  });
});
