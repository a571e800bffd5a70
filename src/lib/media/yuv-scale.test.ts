import { describe, expect, it } from 'vitest';
import { scalePlane, type Plane } from './yuv-scale';

const plane = (width: number, height: number, fill: (x: number, y: number) => number): Plane => {
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = fill(x, y);
  return { data, offset: 0, stride: width, width, height };
};
const empty = (width: number, height: number) => plane(width, height, () => 0);

describe('scalePlane', () => {
  it('keeps a flat plane flat and a left-to-right ramp a ramp, at 1080p → 720p', () => {
    const flat = empty(1280, 720);
    scalePlane(
      plane(1920, 1080, () => 77),
      flat,
    );
    expect(flat.data.every((value) => value === 77)).toBe(true);
    const ramp = empty(1280, 720);
    scalePlane(
      plane(1920, 1080, (x) => Math.round((x * 255) / 1919)),
      ramp,
    );
    const row = [...ramp.data.subarray(360 * 1280, 361 * 1280)];
    expect(row[0]).toBeLessThanOrEqual(1);
    expect(row[1279]).toBeGreaterThanOrEqual(254);
    expect(row.every((value, x) => x === 0 || value >= row[x - 1]!)).toBe(true);
  });

  it('weighs the two nearest inputs: 3 → 2 samples of 0, 90, 180 give 23 and 158', () => {
    const out = empty(2, 1);
    scalePlane(
      plane(3, 1, (x) => x * 90),
      out,
    );
    // Output centres fall at 0.25 and 1.75 input samples.
    expect([...out.data]).toEqual([23, 158]);
  });

  it('reads one half of interleaved chroma (NV12) and honours strides and offsets', () => {
    // UVUV rows, padded to a stride of 10: U = 10, V = 200.
    const data = new Uint8Array(4 + 10 * 2).fill(0);
    for (let y = 0; y < 2; y++)
      for (let x = 0; x < 4; x++) {
        data[4 + y * 10 + x * 2] = 10;
        data[4 + y * 10 + x * 2 + 1] = 200;
      }
    const u = empty(2, 1);
    const v = empty(2, 1);
    scalePlane({ data, offset: 4, stride: 10, width: 4, height: 2, step: 2 }, u);
    scalePlane({ data, offset: 5, stride: 10, width: 4, height: 2, step: 2 }, v);
    expect([...u.data, ...v.data]).toEqual([10, 10, 200, 200]);
  });
});
