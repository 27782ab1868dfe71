import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The same code runs from src/<domain>/ (tests, dev) and bundled from dist/, so the package folder
// is found by walking up to the nearest package.json rather than by a fixed relative path.
function findServerPackageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json of the server not found');
    dir = parent;
  }
  return dir;
}

export const serverPackageDir = findServerPackageDir();

export interface PackageInfo {
  name: string;
  version: string;
}

export function readPackageInfo(): PackageInfo {
  const { name, version } = JSON.parse(readFileSync(join(serverPackageDir, 'package.json'), 'utf8')) as PackageInfo;
  return { name, version };
}
