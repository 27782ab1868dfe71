// An answer's body decoded from its Content-Encoding as WHATWG fetch decodes it (the guarded
// fetch sends its requests through undici's request API, which hands the bytes over as sent):
// codings undone last first, an unknown coding leaving the bytes as they came, at most five.
import { pipeline, type Readable, type Transform } from 'node:stream';
import { constants, createBrotliDecompress, createGunzip, createInflate, createZstdDecompress } from 'node:zlib';

const MAX_CODINGS = 5;

/** What fetch asks for when the caller names nothing: the codings decodedBody undoes. */
export function acceptedEncodings(url: URL): string {
  return url.protocol === 'https:' ? 'br, gzip, deflate, zstd' : 'gzip, deflate';
}

function decoder(coding: string): Transform | undefined {
  // Lenient, as fetch and cURL are: servers send slightly invalid streams that browsers accept.
  if (coding === 'gzip' || coding === 'x-gzip') return createGunzip({ flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH });
  if (coding === 'deflate') return createInflate({ flush: constants.Z_SYNC_FLUSH, finishFlush: constants.Z_SYNC_FLUSH });
  if (coding === 'br') return createBrotliDecompress({ flush: constants.BROTLI_OPERATION_FLUSH, finishFlush: constants.BROTLI_OPERATION_FLUSH });
  if (coding === 'zstd') {
    return createZstdDecompress({ flush: constants.ZSTD_e_continue, finishFlush: constants.ZSTD_e_end, params: { [constants.ZSTD_d_windowLogMax]: 23 } });
  }
  return undefined;
}

/** The body with `contentEncoding` (the header's value, if any) undone. */
export function decodedBody(body: Readable, contentEncoding: string | undefined): Readable {
  const codings = contentEncoding ? contentEncoding.toLowerCase().split(',') : [];
  if (codings.length > MAX_CODINGS) throw new Error(`too many content-encodings in response: ${codings.length}, maximum allowed is ${MAX_CODINGS}`);
  const decoders: Transform[] = [];
  for (const coding of codings.reverse()) {
    const next = decoder(coding.trim());
    if (!next) return body;
    decoders.push(next);
  }
  if (decoders.length === 0) return body;
  return pipeline([body, ...decoders], () => undefined) as unknown as Readable;
}
