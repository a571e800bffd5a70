import { describe, expect, it } from 'vitest';
import { reasonPhrase } from './node-adapter.ts';

describe('reasonPhrase', () => {
  it('sends the standard phrase when the response names none', () => {
    expect(reasonPhrase(new Response(null, { status: 200 }))).toBe('OK');
    expect(reasonPhrase(new Response(null, { status: 201 }))).toBe('Created');
    expect(reasonPhrase(new Response(null, { status: 404 }))).toBe('Not Found');
  });

  it("keeps a handler's own phrase", () => {
    expect(reasonPhrase(new Response(null, { status: 200, statusText: 'Fine' }))).toBe('Fine');
  });
});
