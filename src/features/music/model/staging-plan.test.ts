import { describe, expect, it } from 'vitest';
import { planStaging } from './staging-plan';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('planStaging (part 2 §5)', () => {
  it("answers 'Please drop MP3 files' / 'Please select MP3 files' when no audio is in the batch", () => {
    const images = [file('cover.png', 'image/png'), file('x.txt', 'text/plain')];
    expect(planStaging(images, 'drop')).toEqual({
      tracks: [],
      messages: ['Please drop MP3 files'],
    });
    expect(planStaging([], 'select')).toEqual({
      tracks: [],
      messages: ['Please select MP3 files'],
    });
  });

  it("rejects files one by one as '{file}: {reason}'", () => {
    const plan = planStaging(
      [
        file('ok.mp3', 'audio/mpeg'),
        file('big.mp3', 'audio/mpeg', 60 * 1024 * 1024),
        file('notes.txt', 'text/plain'),
        file('clip.wav', 'audio/wav'),
      ],
      'select',
    );
    expect(plan.tracks.map((track) => track.audio.name)).toEqual(['ok.mp3']);
    expect(plan.messages).toEqual([
      'notes.txt: Only MP3 audio files are allowed',
      'big.mp3: File size must be less than 50MB',
      'clip.wav: Only MP3 audio files are allowed',
    ]);
  });

  it('pairs covers with their tracks and reports images that fit none', () => {
    const plan = planStaging(
      [
        file('rain.mp3', 'audio/mpeg'),
        file('rain-art.webp', 'image/webp'),
        file('x.png', 'image/png'),
      ],
      'drop',
    );
    expect(plan.tracks).toEqual([
      { audio: file('rain.mp3', 'audio/mpeg'), cover: file('rain-art.webp', 'image/webp') },
    ]);
    expect(plan.messages).toEqual(['x.png: No MP3 file in this selection matches this image']);
  });

  it('skips files that are already staged', () => {
    const plan = planStaging([file('a.mp3', 'audio/mpeg')], 'drop', () => true);
    expect(plan.tracks).toEqual([]);
    expect(plan.messages).toEqual(['a.mp3: This file is already in the list']);
  });
});
