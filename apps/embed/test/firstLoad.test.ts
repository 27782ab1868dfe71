// What the chat page (bot.html) loads first, from a production build of the page: the entry chunk and
// every chunk it imports statically. The server's coded messages are not in it (about 8.5 kB gzipped
// for both languages): each language's are a chunk of their own, which the page imports with the
// first coded error it words (loadServerMessages of @app/i18n).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildAppChunks, modulesOf, withStaticImports, type Chunk } from '@app/ui-testing/app-build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverMessages as en } from '@app/i18n/locales/en/serverMessages';
import { serverMessages as zh } from '@app/i18n/locales/zh/serverMessages';

let outDir: string;
let chunks: Chunk[];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'embed-first-load-'));
  chunks = await buildAppChunks(join(import.meta.dirname, '..'), outDir);
}, 600_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the chat page’s first load', () => {
  it('carries neither language’s server messages, as modules or as texts', () => {
    const first = withStaticImports(chunks, chunks.filter((chunk) => chunk.isEntry));
    expect(modulesOf(first).filter((id) => /\/locales\/\w+\/serverMessages\.ts$/.test(id))).toEqual([]);
    const code = first.map((chunk) => chunk.code).join('\n');
    expect([zh.VARIABLE_NOT_FOUND, en.VARIABLE_NOT_FOUND, zh.HOST_NOT_ALLOWED, en.HOST_NOT_ALLOWED].filter((text) => code.includes(text))).toEqual([]);
  });

  it.each([
    ['zh', zh],
    ['en', en],
  ] as const)('has the %s server messages in a chunk of their own, imported on demand', (language, texts) => {
    const holding = chunks.filter((chunk) => modulesOf([chunk]).some((id) => id.endsWith(`/locales/${language}/serverMessages.ts`)));
    expect(holding).toHaveLength(1);
    expect(holding[0]!.isDynamicEntry).toBe(true);
    expect(modulesOf(holding)).toEqual([expect.stringMatching(new RegExp(`/locales/${language}/serverMessages\\.ts$`))]);
    expect(holding[0]!.code).toContain(texts.VARIABLE_NOT_FOUND);
  });
});
