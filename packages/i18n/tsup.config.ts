import { defineConfig } from 'tsup';
import shared from '../../tsup.shared';

// The root entry, `core` (helpers without texts), `lazy` (texts loaded on demand) and one entry per language and namespace
// (`locales/<language>/<namespace>`), so a bundle carries only the texts it imports.
export default defineConfig({ ...shared, entry: ['src/index.ts', 'src/core.ts', 'src/lazy.ts', 'src/locales/*/*.ts'] });
