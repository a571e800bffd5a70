import { describe, expect, it } from 'vitest';
import { boostProductName } from './product-name.ts';

describe("the boost checkout's product name", () => {
  it('is the plan and the video title, on one line', () => {
    expect(boostProductName('3 Days Boost', '  Cat\n meets   cucumber ')).toBe(
      '3 Days Boost: Cat meets cucumber',
    );
    expect(boostProductName('1 Day Boost', 'x'.repeat(300))).toBe(
      `1 Day Boost: ${'x'.repeat(200)}`,
    );
  });

  it("names a video without a title 'User Video' (part 2 §7)", () => {
    for (const title of ['', ' \t\n ', null, undefined])
      expect(boostProductName('5 Days Boost', title)).toBe('5 Days Boost: User Video');
  });
});
