// The examples a package's README marks for consumers: a code block right after
// `<!-- consumer-example: <file name> -->`, written into a consumer's folder under that name, so the
// test runs exactly what a reader pastes.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { REPO_ROOT } from './packAndInstall';

const MARKED_BLOCK = /<!-- consumer-example: (\S+) -->\s*\n```[^\n]*\n([\s\S]*?)\n```/g;

/** File name to code, from packages/<dir>/README.md. */
export async function readmeExamples(packageDir: string): Promise<Record<string, string>> {
  const readme = await readFile(join(REPO_ROOT, 'packages', packageDir, 'README.md'), 'utf8');
  return Object.fromEntries([...readme.matchAll(MARKED_BLOCK)].map((match) => [match[1] as string, `${match[2] as string}\n`]));
}

/** Writes the README's marked examples into `dir` and returns their file names. */
export async function writeReadmeExamples(packageDir: string, dir: string): Promise<string[]> {
  const examples = await readmeExamples(packageDir);
  await Promise.all(Object.entries(examples).map(([name, code]) => writeFile(join(dir, name), code)));
  return Object.keys(examples);
}
