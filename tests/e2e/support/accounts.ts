// Account helpers of the journeys: the session cookie, direct API calls with a token, and a small
// picture to upload as a profile image.
import { crc32, deflateSync } from 'node:zlib';
import type { BrowserContext } from 'playwright-core';

/** The server's access-token cookie: httpOnly, so pages never read it; Playwright sees it all the same. */
export const ACCESS_TOKEN_COOKIE = 'access_token_lf';
/** The readable marker that tells the console a session exists (@app/api-client SIGNED_IN_COOKIE). */
export const SIGNED_IN_COOKIE = 'signed_in_lf';
/** Every cookie of a session. */
export const SESSION_COOKIES = [ACCESS_TOKEN_COOKIE, 'refresh_token_lf', SIGNED_IN_COOKIE];

export async function accessTokenOf(context: BrowserContext): Promise<string | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === ACCESS_TOKEN_COOKIE)?.value;
}

/** The HTTP status of GET users/whoami with this bearer token, outside any browser. */
export async function whoamiStatus(baseUrl: string, accessToken: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/users/whoami`, { headers: { authorization: `Bearer ${accessToken}` } });
  await response.body?.cancel();
  return response.status;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** A square PNG of one colour (8-bit RGB), a real image by its bytes. */
export function solidPng(size: number, [red, green, blue]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Each scan line: filter type 0, then the pixels.
  const line = Buffer.from([0, ...Array.from({ length: size }, () => [red, green, blue]).flat()]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => line));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
