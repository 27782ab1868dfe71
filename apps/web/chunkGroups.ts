// How the console's build groups modules into files (issue 19: the sign-in page's first load). Each
// file is compressed on its own, so a first load split over many small files pays for every
// file's import/export boilerplate and loses the context brotli would share across them. The
// groups keep together what is loaded together, and nothing that is not:
// - boot: every module the entry imports statically (every page loads them: the providers, the
//   API client, the sign-in page), one file;
// - the first page's texts of one language, one file per language (the boot asks for them together).
import type { Rolldown } from 'vite';
import { FIRST_PAGE_NAMESPACES } from './src/app/firstPageNamespaces';

type Group = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];

const firstPageTexts = new RegExp(`[\\\\/]locales[\\\\/](\\w+)[\\\\/](${FIRST_PAGE_NAMESPACES.join('|')})\\.ts$`);

export const chunkGroups: Group[] = [
  { name: 'boot', tags: ['$initial'], priority: 2 },
  { name: (id) => firstPageTexts.exec(id)?.[1]?.replace(/^/, 'texts-') ?? null, test: firstPageTexts, priority: 1 },
];
