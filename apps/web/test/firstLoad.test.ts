// What the sign-in page loads, from a production build of the console: the entry chunk, every chunk
// it imports statically, the login route's chunk and its static imports, and the texts the boot
// loads (the first page's namespaces in Chinese). None of it may carry the router, the canvas, the
// editor, the build runner, the editor's API calls, another language or another screen's texts,
// and its brotli size (what the server sends, scripts/precompress.mjs) stays within the budget
// below. The goal of issue 19 (150 KB) is printed by the `console-size` benchmark next to a bare
// React page. The public playground (/playground/{id}, signed out) loads the entry, the route table
// and its route's chunk with their static imports: the chat and the build controller, never the
// canvas (xyflow and its d3 modules) nor the editor's screens. The editor route (/flow/{id}) loads
// the entry, the route table, its route's chunk and the workspace services with their static
// imports in few files: over HTTP/1.1's six connections per host, its API calls wait behind them;
// the code editor (CodeMirror) is not among them.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { buildAppChunks, modulesOf, withStaticImports as staticImportsOf, type Chunk } from '@app/ui-testing/app-build';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lazyNamespaces } from '@app/i18n/lazy';
import { FIRST_PAGE_NAMESPACES } from '../src/app/firstPageNamespaces';

/**
 * The sign-in page's JavaScript, brotli at the server's quality, in kB; ~238 kB before issue 19's
 * work, 208 before the health modal and notifications were lightened, 174 before the workspace
 * services (build runner, editor calls) loaded with their screens, 163 before its modules were
 * grouped into a few files (chunkGroups.ts), 148 before the page showed without the router.
 */
const LOGIN_BUDGET_KB = 125;
/** The entry (with the sign-in page), the bundler's runtime and the first page's texts. */
const LOGIN_MAX_FILES = 3;
/** The editor route's scripts (81 files before the signed-in screens' libraries were grouped, chunkGroups.ts). */
const EDITOR_MAX_FILES = 32;
/** The other screens' texts of one language, which AllTexts loads together (21 files before they were grouped). */
const SCREEN_TEXTS_MAX_FILES = 8;

const appDir = join(import.meta.dirname, '..');
let outDir: string;
let chunks: Chunk[];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'web-first-load-'));
  chunks = await buildAppChunks(appDir, outDir);
}, 600_000);

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The chunks loaded with `starts`, following static imports. */
const withStaticImports = (starts: Chunk[]) => staticImportsOf(chunks, starts);

/** The chunk that holds a module: what a dynamic import of it loads. */
function chunkOf(moduleEnd: string): Chunk {
  const found = chunks.find((chunk) => Object.entries(chunk.modules).some(([id, module]) => module.renderedLength > 0 && id.replaceAll('\\', '/').endsWith(moduleEnd)));
  if (!found) throw new Error(`no chunk for ${moduleEnd}`);
  return found;
}

function signInPage(): Chunk[] {
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  const texts = FIRST_PAGE_NAMESPACES.map((namespace) => chunkOf(`/locales/zh/${namespace}.ts`));
  return withStaticImports([entry, chunkOf('/src/login/LoginPage.tsx'), ...texts]);
}

function publicPlayground(): Chunk[] {
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  return withStaticImports([entry, chunkOf('/src/app/router.tsx'), chunkOf('/src/workspace/PlaygroundRoute.tsx')]);
}

function editorRoute(): Chunk[] {
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  return withStaticImports([entry, chunkOf('/src/app/router.tsx'), chunkOf('/src/workspace/FlowEditorRoute.tsx'), chunkOf('/src/app/createWorkspaceServices.ts')]);
}

describe('the sign-in page’s first load', () => {
  it('carries neither the canvas, the editor, nor the other language or screens’ texts', () => {
    const modules = modulesOf(signInPage());
    // The route table loads once the visitor is signed in (app/ConsolePages.tsx).
    expect(modules.filter((id) => /\/react-router\/|\/src\/app\/(routes|router)\.tsx$/.test(id))).toEqual([]);
    expect(modules.filter((id) => /@xyflow|\/packages\/(flow-editor|chat-ui|admin-ui|marketplace-ui|build-runner)\//.test(id))).toEqual([]);
    // The API calls of the editor, the playground and the app chat come with the workspace services.
    expect(modules.filter((id) => /\/packages\/api-client\/src\/(runStream|domains\/(flows|folders|components|files|monitor|builds|conversations|apiKeys|voice|variables|runs|rest))\.ts$/.test(id))).toEqual([]);
    expect(modules.filter((id) => /\/locales\/en\//.test(id))).toEqual([]);
    const namespaces = new Set(modules.flatMap((id) => /\/locales\/zh\/(\w+)\.ts$/.exec(id)?.[1] ?? []));
    expect([...namespaces].filter((namespace) => !FIRST_PAGE_NAMESPACES.includes(namespace as never))).toEqual([]);
    // Menus and tooltips (Mantine's floating layer) load with the language menu, on first use.
    expect(modules.filter((id) => /\/components\/(Menu|Tooltip|Popover)\//.test(id))).toEqual([]);
    // The health modal is drawn without Mantine's Modal (portals, scroll areas, floating-ui), and the
    // notification center loads with the first notice.
    expect(modules.filter((id) => /@floating-ui|react-remove-scroll|\/components\/(Modal|ModalBase|ScrollArea|Portal)\/|@mantine\/notifications/.test(id))).toEqual([]);
  });

  it(`comes in at most ${LOGIN_MAX_FILES} files: each file is compressed alone`, () => {
    expect(signInPage().map((chunk) => chunk.fileName).length).toBeLessThanOrEqual(LOGIN_MAX_FILES);
  });

  it(`stays within ${LOGIN_BUDGET_KB} kB of JavaScript as the server sends it (brotli)`, () => {
    const bytes = signInPage().reduce((sum, chunk) => {
      const body = readFileSync(join(outDir, chunk.fileName));
      return sum + brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;
    }, 0);
    expect(bytes / 1000).toBeLessThanOrEqual(LOGIN_BUDGET_KB);
  });
});

describe('the public playground’s first load', () => {
  it('carries neither the canvas (xyflow, d3) nor the editor’s screens', () => {
    const modules = modulesOf(publicPlayground());
    expect(modules.some((id) => id.endsWith('/packages/flow-editor/src/playground/PlaygroundPage.tsx'))).toBe(true);
    expect(modules.filter((id) => /@xyflow|\/d3-[a-z]+\/|\/packages\/flow-editor\/src\/(canvas|editor|sidebar|fields|modals)\/|\/packages\/flow-editor\/src\/nodes\/(generic|note|toolbar|parameters)\//.test(id))).toEqual([]);
  });
});

describe('the editor route’s first load', () => {
  it(`comes in at most ${EDITOR_MAX_FILES} files`, () => {
    const files = editorRoute().map((chunk) => chunk.fileName);
    expect(files.length).toBeLessThanOrEqual(EDITOR_MAX_FILES);
    // Grouped texts must not ride along as a static import: no English texts for a Chinese console.
    expect(modulesOf(editorRoute()).filter((id) => /\/locales\/en\//.test(id))).toEqual([]);
  });

  it('leaves CodeMirror to the code, prompt and dictionary modals, and markdown to notes and documentation, which load them when needed', () => {
    expect(modulesOf(editorRoute()).filter((id) => /@codemirror|@lezer|react-markdown|micromark/.test(id))).toEqual([]);
    expect(chunkOf('/packages/flow-editor/src/modals/codeEditor/CodeEditor.tsx').fileName).not.toBe(chunkOf('/packages/flow-editor/src/modals/code/CodeModal.tsx').fileName);
  });

  it('takes @app/ui’s building blocks from the ui file: the editor’s and the admin’s screens share them, and a file of their own was one more request for each', () => {
    expect(chunkOf('/packages/ui/src/ConfirmDialog.tsx').name).toBe('ui');
    expect(chunkOf('/packages/ui/src/DateTimeCell.tsx').name).toBe('ui');
  });

  it(`has every screen’s texts of a language in at most ${SCREEN_TEXTS_MAX_FILES} files`, () => {
    const screens = lazyNamespaces.filter((namespace) => !FIRST_PAGE_NAMESPACES.includes(namespace));
    const files = new Set(screens.map((namespace) => chunkOf(`/locales/zh/${namespace}.ts`).fileName));
    expect(files.size).toBeLessThanOrEqual(SCREEN_TEXTS_MAX_FILES);
  });

  it('has the server messages among them: the chat imports them only on demand now (loadServerMessages), so they cost no file of their own', () => {
    expect(chunkOf('/locales/zh/serverMessages.ts').name).toBe('screen-texts-zh');
    expect(chunkOf('/locales/en/serverMessages.ts').name).toBe('screen-texts-en');
  });
});
