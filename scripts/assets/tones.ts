/** Synthesises the five short UI sound effects named in the spec as 16-bit mono PCM WAV files. */
export const SAMPLE_RATE = 11_025;

interface Note {
  /** Start time in seconds. */
  at: number;
  duration: number;
  /** Frequency at the start and end of the note (a glide when they differ), in Hz. */
  from: number;
  to?: number;
  shape: 'sine' | 'triangle' | 'soft-square';
  /** Exponential decay rate; larger is shorter. */
  decay: number;
  gain: number;
}

function oscillator(shape: Note['shape'], phase: number): number {
  const s = Math.sin(phase);
  if (shape === 'sine') return s;
  if (shape === 'triangle') return (2 / Math.PI) * Math.asin(s);
  // A square wave rounded off with a few odd harmonics, so it beeps without aliasing harshly.
  return (4 / Math.PI) * (s + Math.sin(3 * phase) / 3 + Math.sin(5 * phase) / 5) * 0.8;
}

function render(notes: Note[]): Float32Array {
  const length = Math.max(...notes.map((n) => n.at + n.duration));
  const out = new Float32Array(Math.ceil(length * SAMPLE_RATE));
  for (const note of notes) {
    const start = Math.round(note.at * SAMPLE_RATE);
    const count = Math.round(note.duration * SAMPLE_RATE);
    const attack = Math.min(count, Math.round(0.004 * SAMPLE_RATE));
    let phase = 0;
    for (let i = 0; i < count && start + i < out.length; i++) {
      const t = i / SAMPLE_RATE;
      const progress = i / count;
      const frequency = note.from + ((note.to ?? note.from) - note.from) * progress;
      phase += (2 * Math.PI * frequency) / SAMPLE_RATE;
      const envelope =
        Math.min(1, i / Math.max(1, attack)) * Math.exp(-note.decay * t) * (1 - progress ** 8);
      out[start + i]! += oscillator(note.shape, phase) * envelope * note.gain;
    }
  }
  return out;
}

function wav(samples: Float32Array): Buffer {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((value, i) =>
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_767), i * 2),
  );
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // fmt chunk size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE * 2, 28); // byte rate
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const C5 = 523.25;
const E5 = 659.25;
const G5 = 783.99;
const C6 = 1046.5;
const E6 = 1318.51;

/** File name (without .wav) to notes; names are the spec's five effects. */
const EFFECTS: Record<string, Note[]> = {
  'success-chime': [
    { at: 0, duration: 0.22, from: C6, shape: 'sine', decay: 9, gain: 0.45 },
    { at: 0.11, duration: 0.3, from: E6, shape: 'sine', decay: 8, gain: 0.45 },
  ],
  'like-pop': [{ at: 0, duration: 0.08, from: 880, to: 320, shape: 'sine', decay: 30, gain: 0.8 }],
  'error-beep': [
    { at: 0, duration: 0.12, from: 233, shape: 'soft-square', decay: 6, gain: 0.35 },
    { at: 0.16, duration: 0.14, from: 196, shape: 'soft-square', decay: 6, gain: 0.35 },
  ],
  'boost-success': [
    { at: 0, duration: 0.14, from: C5, shape: 'triangle', decay: 8, gain: 0.45 },
    { at: 0.1, duration: 0.14, from: E5, shape: 'triangle', decay: 8, gain: 0.45 },
    { at: 0.2, duration: 0.14, from: G5, shape: 'triangle', decay: 8, gain: 0.45 },
    { at: 0.3, duration: 0.26, from: C6, shape: 'triangle', decay: 6, gain: 0.5 },
  ],
  'warning-tap': [{ at: 0, duration: 0.07, from: 620, shape: 'triangle', decay: 40, gain: 0.8 }],
};

export function soundEffects(): Array<{ name: string; file: Buffer }> {
  return Object.entries(EFFECTS).map(([name, notes]) => ({ name, file: wav(render(notes)) }));
}
