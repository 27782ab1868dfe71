// Writes brotli (.br) and gzip (.gz) siblings of a built app's text files, once at build time, so
// the server sends compressed bytes without compressing per request (@fastify/static preCompressed).
// Usage: node scripts/precompress.mjs <dist dir>
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|ttf|otf|eot|wasm)$/;
// Below this size the headers outweigh the saving.
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

const dist = process.argv[2];
if (!dist || !statSync(dist, { throwIfNoEntry: false })?.isDirectory()) {
  console.error('usage: node scripts/precompress.mjs <dist dir>');
  process.exit(2);
}
let original = 0;
let brotli = 0;
for (const file of filesUnder(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const body = readFileSync(file);
  if (body.length < MIN_BYTES) continue;
  const br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  const gz = gzipSync(body, { level: 9 });
  // A variant that saves little is left out: the server then sends the file as it is.
  if (br.length < body.length * 0.9) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length * 0.9) writeFileSync(`${file}.gz`, gz);
  original += body.length;
  brotli += Math.min(br.length, body.length);
}
console.log(`precompressed ${dist}: ${(original / 1024).toFixed(0)} KiB -> ${(brotli / 1024).toFixed(0)} KiB brotli`);
