// Once per run, before any test file: every publishable package packed into a temp folder outside
// the monorepo, handed to the test files as inject('packed'); the folder goes when the run ends.
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { packPublishablePackages, type PackedWorkspace } from './packAndInstall';

declare module 'vitest' {
  export interface ProvidedContext {
    packed: PackedWorkspace;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'app-consumers-'));
  const tarballsDir = join(root, 'tarballs');
  const npmCache = join(root, 'npm-cache');
  await Promise.all([mkdir(tarballsDir), mkdir(npmCache)]);
  try {
    project.provide('packed', { root, npmCache, tarballs: await packPublishablePackages(tarballsDir) });
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
  return () => rm(root, { recursive: true, force: true });
}
