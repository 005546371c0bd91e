import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressedCopies } from './precompress.ts';

const script = Buffer.from(
  Array.from({ length: 400 }, (_, n) => `export const value${n} = ${n} * 2;\n`).join(''),
);

describe('compressedCopies', () => {
  it('keeps a brotli and a gzip copy of a built script, each unpacking to the original', () => {
    const copies = compressedCopies('assets/index-abc123.js', script);
    expect(copies.map((copy) => copy.fileName)).toEqual([
      'assets/index-abc123.js.br',
      'assets/index-abc123.js.gz',
    ]);
    const [br, gz] = copies;
    expect(brotliDecompressSync(br!.source).equals(script)).toBe(true);
    expect(gunzipSync(gz!.source).equals(script)).toBe(true);
    expect(br!.source.byteLength).toBeLessThan(script.byteLength / 4);
  });

  it('compresses styles, icons and data too', () => {
    for (const name of ['assets/index.css', 'assets/logo.svg', 'assets/data.json'])
      expect(compressedCopies(name, script)).toHaveLength(2);
  });

  it('leaves small files, images, source maps and files outside assets/ alone', () => {
    expect(compressedCopies('assets/tiny.js', Buffer.from('export const a = 1;'))).toEqual([]);
    expect(compressedCopies('assets/photo.png', script)).toEqual([]);
    expect(compressedCopies('assets/index-abc123.js.map', script)).toEqual([]);
    expect(compressedCopies('index.html', script)).toEqual([]);
    expect(compressedCopies('runners/javascript.html', script)).toEqual([]);
  });

  it('keeps no copy that is not smaller than the original', () => {
    // Random bytes do not compress: both copies come out a little larger, so neither is kept.
    expect(compressedCopies('assets/noise.js', randomBytes(4096))).toEqual([]);
  });
});
