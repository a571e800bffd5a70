import { describe, expect, it } from 'vitest';
import { audioDataUrl, parseSpeechAnswer } from './speech-answer';

describe("text-to-speech's answer", () => {
  it('gives the base64 audio', () => {
    expect(parseSpeechAnswer({ audioContent: 'SUQzBA==' })).toBe('SUQzBA==');
    expect(audioDataUrl('SUQzBA==')).toBe('data:audio/mpeg;base64,SUQzBA==');
  });

  it('refuses a missing, empty or non-base64 answer', () => {
    expect(() => parseSpeechAnswer(null)).toThrow();
    expect(() => parseSpeechAnswer({ error: 'not configured' })).toThrow();
    expect(() => parseSpeechAnswer({ audioContent: '' })).toThrow();
    expect(() => parseSpeechAnswer({ audioContent: 'abc");alert(1)' })).toThrow();
  });
});
