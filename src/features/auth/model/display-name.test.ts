import { describe, expect, it } from 'vitest';
import { displayName, initialOf } from './display-name';

describe('displayName', () => {
  it('prefers the full name and falls back to the email', () => {
    expect(displayName({ email: 'a@example.com', user_metadata: { full_name: ' Ada ' } })).toBe(
      'Ada',
    );
    expect(displayName({ email: 'a@example.com', user_metadata: { full_name: 42 } })).toBe(
      'a@example.com',
    );
    expect(initialOf('ada')).toBe('A');
  });
});
