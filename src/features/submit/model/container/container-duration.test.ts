import { describe, expect, it } from 'vitest';
import { bytesSource } from './byte-source';
import { blobContainerDuration, containerDuration } from './container-duration';

const text = (value: string) => [...value].map((char) => char.charCodeAt(0));
const uint = (value: number, length: number) =>
  Array.from({ length }, (_, index) => Math.floor(value / 256 ** (length - 1 - index)) % 256);
const uintLE = (value: number, length: number) => uint(value, length).reverse();
const float64 = (value: number) => {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value);
  return [...new Uint8Array(view.buffer)];
};
const float32 = (value: number) => {
  const view = new DataView(new ArrayBuffer(4));
  view.setFloat32(0, value);
  return [...new Uint8Array(view.buffer)];
};
const measure = (bytes: number[]) => containerDuration(bytesSource(Uint8Array.from(bytes)));

// ISO BMFF (MP4 / QuickTime) boxes.
const box = (type: string, ...content: number[][]) => {
  const body = content.flat();
  return [...uint(8 + body.length, 4), ...text(type), ...body];
};
const mvhdV0 = (timescale: number, duration: number) =>
  box('mvhd', [0, 0, 0, 0], uint(0, 4), uint(0, 4), uint(timescale, 4), uint(duration, 4));
const mvhdV1 = (timescale: number, duration: number) =>
  box('mvhd', [1, 0, 0, 0], uint(0, 8), uint(0, 8), uint(timescale, 4), uint(duration, 8));
const ftyp = (brand: string) => box('ftyp', text(brand), uint(0, 4));
const mdat = (length: number) => box('mdat', new Array<number>(length).fill(7));

// Matroska / WebM elements, sizes as 1-byte VINTs (content under 127 bytes).
const element = (id: number[], ...content: number[][]) => {
  const body = content.flat();
  return [...id, 0x80 | body.length, ...body];
};
const UNKNOWN_SIZE = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
const ebmlHeader = (docType: string) =>
  element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], text(docType)));
const segment = (...children: number[][]) => [
  0x18,
  0x53,
  0x80,
  0x67,
  ...UNKNOWN_SIZE,
  ...children.flat(),
];
const seekHead = element([0x11, 0x4d, 0x9b, 0x74], element([0x4d, 0xbb], [1, 2, 3]));
const voidElement = element([0xec], [0, 0, 0, 0]);
const info = (...children: number[][]) => element([0x15, 0x49, 0xa9, 0x66], ...children);
const timecodeScale = (ns: number) => element([0x2a, 0xd7, 0xb1], uint(ns, 4));
const duration = (bytes: number[]) => element([0x44, 0x89], bytes);
const cluster = element([0x1f, 0x43, 0xb6, 0x75], element([0xe7], [0]));

describe('MP4 / QuickTime duration (moov → mvhd)', () => {
  it('reads a version 0 movie header placed before the media', async () => {
    expect(
      await measure([...ftyp('isom'), ...box('moov', mvhdV0(1000, 301_500)), ...mdat(64)]),
    ).toBe(301.5);
  });

  it('reads a version 1 header of a QuickTime file whose moov comes after mdat', async () => {
    const file = [
      ...ftyp('qt  '),
      ...box('wide'),
      ...mdat(2000),
      ...box('moov', mvhdV1(600, 600 * 42)),
    ];
    expect(await measure(file)).toBe(42);
  });

  it('steps over a 64-bit sized mdat', async () => {
    const payload = new Array<number>(40).fill(1);
    const largeMdat = [...uint(1, 4), ...text('mdat'), ...uint(16 + payload.length, 8), ...payload];
    expect(
      await measure([...ftyp('mp42'), ...largeMdat, ...box('moov', mvhdV0(90_000, 90_000 * 12))]),
    ).toBe(12);
  });

  it('finds mvhd after other moov children', async () => {
    const moov = box('moov', box('udta', text('hello')), mvhdV0(30, 30 * 310));
    expect(await measure([...ftyp('isom'), ...moov])).toBe(310);
  });

  it('says nothing without a moov box', async () => {
    expect(await measure([...ftyp('isom'), ...mdat(100)])).toBeNull();
  });
});

describe('Matroska / WebM duration (Segment Info)', () => {
  it('multiplies Duration by TimecodeScale', async () => {
    const file = [
      ...ebmlHeader('matroska'),
      ...segment(
        seekHead,
        voidElement,
        info(timecodeScale(1_000_000), duration(float64(2500))),
        cluster,
      ),
    ];
    expect(await measure(file)).toBe(2.5);
  });

  it('uses the default 1 ms scale and a 4-byte float', async () => {
    const file = [...ebmlHeader('webm'), ...segment(info(duration(float32(312_000))))];
    expect(await measure(file)).toBe(312);
  });

  it('honours a non-default TimecodeScale', async () => {
    const file = [
      ...ebmlHeader('webm'),
      ...segment(info(timecodeScale(10_000_000), duration(float64(30_100)))),
    ];
    expect(await measure(file)).toBeCloseTo(301, 6);
  });

  it('says nothing for a live recording without Duration', async () => {
    expect(
      await measure([...ebmlHeader('webm'), ...segment(info(timecodeScale(1_000_000)), cluster)]),
    ).toBeNull();
  });

  it('stops at the first Cluster when Info has not come yet', async () => {
    expect(
      await measure([...ebmlHeader('webm'), ...segment(cluster, info(duration(float64(5000))))]),
    ).toBeNull();
  });
});

describe('AVI duration (avih)', () => {
  it('multiplies microseconds per frame by the frame count', async () => {
    const avih = [
      ...text('avih'),
      ...uintLE(56, 4),
      ...uintLE(40_000, 4),
      ...uintLE(0, 4),
      ...uintLE(0, 4),
      ...uintLE(0, 4),
      ...uintLE(7_600, 4),
      ...new Array<number>(36).fill(0),
    ];
    const hdrl = [...text('LIST'), ...uintLE(4 + avih.length, 4), ...text('hdrl'), ...avih];
    const file = [...text('RIFF'), ...uintLE(4 + hdrl.length, 4), ...text('AVI '), ...hdrl];
    expect(await measure(file)).toBe(304);
  });
});

describe('containerDuration', () => {
  it('says nothing for bytes of no known container', async () => {
    expect(await measure(text('just some text that is not a video at all'))).toBeNull();
    expect(await measure([])).toBeNull();
  });

  it('reads a Blob', async () => {
    const bytes = Uint8Array.from([...ftyp('isom'), ...box('moov', mvhdV0(1000, 7000))]);
    expect(await blobContainerDuration(new Blob([bytes]))).toBe(7);
  });
});
