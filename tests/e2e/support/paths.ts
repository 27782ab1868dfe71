import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../../..');
export const serverMain = join(repoRoot, 'apps/server/dist/main.js');
export const webDist = join(repoRoot, 'apps/web/dist');
export const embedDist = join(repoRoot, 'apps/embed/dist');
/** Screenshots and other artefacts of the journeys, beside the test reports. */
export const resultsDir = join(repoRoot, 'test-results');
