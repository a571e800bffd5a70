import { describe, expect, it } from 'vitest';
import { badgeCall, countTitle, NO_TITLE_COUNT, type TitleCount } from './waiting-badge';

/** Runs counts against a tab whose title the page may change in between. */
function follow(steps: Array<{ page?: string; count: number }>, start = 'Home · LaughLoop') {
  let tab = start;
  let state: TitleCount = NO_TITLE_COUNT;
  return steps.map(({ page, count }) => {
    if (page !== undefined) tab = page;
    const next = countTitle(tab, count, state);
    tab = next.title;
    state = next.state;
    return tab;
  });
}

describe('countTitle', () => {
  it('puts the count in front while uploads wait and takes it away at 0', () => {
    expect(follow([{ count: 1 }, { count: 2 }, { count: 1 }, { count: 0 }])).toEqual([
      '(1) Home · LaughLoop',
      '(2) Home · LaughLoop',
      '(1) Home · LaughLoop',
      'Home · LaughLoop',
    ]);
  });

  it('leaves the title alone while nothing waits', () => {
    expect(follow([{ count: 0 }, { page: 'Submit · LaughLoop', count: 0 }])).toEqual([
      'Home · LaughLoop',
      'Submit · LaughLoop',
    ]);
  });

  it("takes a page's new title as its own and counts in front of it, not in front of the old one", () => {
    expect(
      follow([
        { count: 1 },
        { page: 'My Videos · LaughLoop', count: 1 },
        { count: 0 },
        { page: 'Submit · LaughLoop', count: 0 },
      ]),
    ).toEqual([
      '(1) Home · LaughLoop',
      '(1) My Videos · LaughLoop',
      'My Videos · LaughLoop',
      'Submit · LaughLoop',
    ]);
  });

  it('never strips a title that only looks like a count (a video called "(3) cats")', () => {
    expect(follow([{ count: 0 }, { count: 1 }, { count: 0 }], '(3) cats · LaughLoop')).toEqual([
      '(3) cats · LaughLoop',
      '(1) (3) cats · LaughLoop',
      '(3) cats · LaughLoop',
    ]);
  });

  it('a title rewritten to what it already was is still its own (hearing our own write changes nothing)', () => {
    const first = countTitle('Home · LaughLoop', 1, NO_TITLE_COUNT);
    expect(countTitle(first.title, 1, first.state)).toEqual(first);
  });
});

describe('badgeCall', () => {
  it('sets the number while uploads wait and clears the icon at 0', () => {
    expect(badgeCall(3)).toEqual({ kind: 'set', count: 3 });
    expect(badgeCall(1)).toEqual({ kind: 'set', count: 1 });
    expect(badgeCall(0)).toEqual({ kind: 'clear' });
  });
});
