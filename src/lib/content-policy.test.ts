import { describe, expect, it } from 'vitest';
import { contentPolicyReason, parseModerationStatus } from './content-policy';

describe("the database's moderation answers", () => {
  it("reads the rule's words from a 23514 refusal marked content_policy, and nothing else", () => {
    const rule = 'Scams and spam are not allowed on LaughLoop.';
    expect(contentPolicyReason({ code: '23514', details: 'content_policy', message: rule })).toBe(
      rule,
    );
    expect(contentPolicyReason({ code: '23514', details: null, message: 'check constraint' })).toBe(
      null,
    );
    expect(contentPolicyReason({ code: '42501', details: 'content_policy', message: 'no' })).toBe(
      null,
    );
    expect(contentPolicyReason(null)).toBe(null);
  });

  it('knows the three moderation statuses only', () => {
    expect(['approved', 'pending', 'rejected', 'hidden', null].map(parseModerationStatus)).toEqual([
      'approved',
      'pending',
      'rejected',
      null,
      null,
    ]);
  });
});
