import { describe, expect, it } from 'vitest';
import { svgDataUrl } from './svg-data-url';

describe('svgDataUrl', () => {
  it('collapses whitespace, uses single quotes and escapes what a URL cannot carry', () => {
    const url = svgDataUrl(`
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 2 2">
        <rect fill="#7c3aed" width="100%" height="2"/>
      </svg>
    `);
    expect(url).toBe(
      "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 2 2'%3E%3Crect fill='%237c3aed' width='100%25' height='2'/%3E%3C/svg%3E",
    );
  });

  it('gives an image the browser can decode', async () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const decoded = decodeURIComponent(url.slice('data:image/svg+xml,'.length));
    expect(new DOMParser().parseFromString(decoded, 'image/svg+xml').documentElement.tagName).toBe(
      'svg',
    );
  });
});
