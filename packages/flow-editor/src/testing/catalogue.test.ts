// The stand-in catalogue is the component library's: a changed component fails this test until
// `pnpm --filter @app/flow-editor catalogue` rewrites the file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderCatalogue } from '../../scripts/renderCatalogue';

describe('catalogue.generated.json', () => {
  it('is the built-in catalogue as GET all answers it', () => {
    expect(readFileSync(join(import.meta.dirname, 'catalogue.generated.json'), 'utf8')).toBe(renderCatalogue());
  });
});
