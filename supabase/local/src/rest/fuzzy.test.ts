import { describe, expect, it } from 'vitest';
import { closestMatch } from './fuzzy.ts';

describe('closestMatch (PostgREST hint fuzzy search)', () => {
  const names = [
    'polymorphic_function_with_unnamed_json',
    'polymorphic_function_with_unnamed_jsonb',
    'polymorphic_function_with_unnamed_text',
    'get_messages',
  ];

  it('finds the closest name above the score', () => {
    expect(closestMatch(names, 'polymorphic_function_with_unnamed_integer', 0.75)).toBe(
      'polymorphic_function_with_unnamed_text',
    );
    expect(closestMatch(names, 'GET_MESSAGES', 0.75)).toBe('get_messages');
  });

  it('answers null when nothing is close enough', () => {
    expect(closestMatch(names, 'blurb_message', 0.75)).toBeNull();
    expect(closestMatch([], 'x', 0)).toBeNull();
  });
});
