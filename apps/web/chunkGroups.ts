// How the console's build groups modules into files (issue 19: the sign-in page's first load). Each
// file is compressed on its own, so a first load split over many small files pays for every
// file's import/export boilerplate and loses the context brotli would share across them. The
// groups keep together what is loaded together, and nothing that is not:
// - boot: every module the entry imports statically (every page loads them: the providers, the
//   API client, the sign-in page), one file;
// - the first page's texts of one language, one file per language (the boot asks for them together);
// - every other screen's texts of one language, one file per language (AllTexts asks for them
//   together; as 21 files they were the last of the editor route's requests to arrive), but for
//   the namespaces that modules import directly (the chat's and the widgets'): in a language's
//   file, they would bring all of that language's texts along as a static import;
// - ui: the rest of Mantine's components, their floating layer, the icons and @app/ui's building
//   blocks (used by the admin and the editor's screens alike), one file. Split by
//   the screens that share them, they came as some 60 files of a few kB: the editor route loaded 81
//   files, and over HTTP/1.1's six connections per host its API calls (session, flow, catalogue)
//   waited behind them (issue 19: the editor route). The lists and the playground now load some
//   components they do not use (~30-40 kB brotli) in a third to a fifth of the files.
import type { Rolldown } from 'vite';
import { FIRST_PAGE_NAMESPACES } from './src/app/firstPageNamespaces';

type Group = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];

const firstPageTexts = new RegExp(`[\\\\/]locales[\\\\/](\\w+)[\\\\/](${FIRST_PAGE_NAMESPACES.join('|')})\\.ts$`);
/** Namespaces imported directly: packages/chat-ui (i18n.ts, voiceTexts.ts), packages/i18n (embedResources.ts, seededText.ts, errorMessageKey.ts). */
const DIRECTLY_IMPORTED = ['build', 'chat', 'voice', 'embed', 'seeded', 'errors'];
// A language's index.ts (every namespace at once) is no screen's texts either.
const screenTexts = new RegExp(`[\\\\/]locales[\\\\/](\\w+)[\\\\/](?!(index|${DIRECTLY_IMPORTED.join('|')})\\.ts$)\\w+\\.ts$`);

export const chunkGroups: Group[] = [
  { name: 'boot', tags: ['$initial'], priority: 2 },
  { name: 'ui', test: /[\\/]node_modules[\\/](@mantine|@floating-ui|@tabler|react-remove-scroll[a-z-]*|react-number-format|react-transition-group|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib|fuse\.js|clsx)[\\/]|[\\/]packages[\\/]ui[\\/]src[\\/]/, priority: 1 },
  { name: (id) => firstPageTexts.exec(id)?.[1]?.replace(/^/, 'texts-') ?? null, test: firstPageTexts, priority: 1 },
  { name: (id) => screenTexts.exec(id)?.[1]?.replace(/^/, 'screen-texts-') ?? null, test: screenTexts, priority: 1 },
];
