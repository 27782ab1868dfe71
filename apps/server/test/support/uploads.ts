// Multipart uploads over HTTP for the file tests, and a look at what is left on disk.
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { TestServer } from '../../src/testing';
import type { ApiAnswer } from './api';

export async function uploadTo<T = unknown>(server: TestServer, path: string, bytes: Uint8Array | string, fileName: string, token?: string, field = 'file'): Promise<ApiAnswer<T>> {
  const form = new FormData();
  form.append(field, new Blob([bytes]), fileName);
  const response = await fetch(`${server.url}${path}`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

/** Every file under DATA_DIR/<folder>, relative to it; none when the folder does not exist. */
export async function filesUnder(server: TestServer, folder: string): Promise<string[]> {
  const root = join(server.config.dataDir, folder);
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}
