import { afterEach, describe, expect, it } from 'vitest';
import { BOTTOM_DOCK_VAR, dockAboveNav } from './bottom-dock';

function card(height: number): HTMLElement {
  const element = document.createElement('div');
  Object.defineProperty(element, 'offsetHeight', { value: height });
  return element;
}

const space = () => document.documentElement.style.getPropertyValue(BOTTOM_DOCK_VAR);

afterEach(() => document.documentElement.style.removeProperty(BOTTOM_DOCK_VAR));

describe('bottom dock', () => {
  it('makes room for the tallest docked card and a gap, and gives it back when they go', () => {
    expect(space()).toBe('');
    const releaseShort = dockAboveNav(card(70))!;
    expect(space()).toBe('78px');
    const releaseTall = dockAboveNav(card(98))!;
    expect(space()).toBe('106px');
    releaseTall();
    expect(space()).toBe('78px');
    releaseShort();
    expect(space()).toBe('');
  });

  it('ignores the null React passes for a detached ref', () => {
    expect(dockAboveNav(null)).toBeUndefined();
    expect(space()).toBe('');
  });
});
