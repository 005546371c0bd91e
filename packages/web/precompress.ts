// The app's scripts and styles are also stored compressed, with brotli and with gzip, beside the originals.
// The server sends the copy a browser accepts (@fastify/static's preCompressed), so a school's network carries
// about a quarter of the bytes and the server never compresses on a request.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|svg|json)$/;
/** Below this a compressed copy saves too little to be worth a file. */
const MIN_BYTES = 1024;

/** The compressed copies kept for one built file: none for small or other files, or where compressing saves nothing. */
export const compressedCopies = (fileName: string, source: Uint8Array) => {
  if (!fileName.startsWith('assets/') || !COMPRESSIBLE.test(fileName) || source.byteLength < MIN_BYTES)
    return [];
  const copies = [
    {
      fileName: `${fileName}.br`,
      source: brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
        },
      }),
    },
    { fileName: `${fileName}.gz`, source: gzipSync(source, { level: 9 }) },
  ];
  return copies.filter((copy) => copy.source.byteLength < source.byteLength);
};

export const precompressAssets = (): Plugin => ({
  name: 'brickyard-precompress',
  apply: 'build',
  enforce: 'post',
  // After writing, so the copies are of the files exactly as written (minified, with their source map links).
  writeBundle(options, bundle) {
    const dir = options.dir;
    if (!dir) return;
    for (const output of Object.values(bundle)) {
      const source = Buffer.from(output.type === 'chunk' ? output.code : output.source);
      for (const copy of compressedCopies(output.fileName, source))
        writeFileSync(join(dir, copy.fileName), copy.source);
    }
  },
});
