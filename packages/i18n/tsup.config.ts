import { defineConfig } from 'tsup';
import shared from '../../tsup.shared';

// The root entry, `core` (helpers without texts) and one entry per language and namespace
// (`locales/<language>/<namespace>`), so a bundle carries only the texts it imports.
export default defineConfig({ ...shared, entry: ['src/index.ts', 'src/core.ts', 'src/locales/*/*.ts'] });
