// The stand-in catalogue is the component library's: a changed component fails this test until
// `pnpm --filter @app/flow-editor catalogue` rewrites the file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_FILES, renderCatalogue } from '../../scripts/renderCatalogue';

describe('catalogue files', () => {
  it.each(Object.entries(CATALOGUE_FILES) as Array<[keyof typeof CATALOGUE_FILES, string]>)('%s: %s is the built-in catalogue as GET all answers it', (language, file) => {
    expect(readFileSync(join(import.meta.dirname, file), 'utf8')).toBe(renderCatalogue(language));
  });
});
