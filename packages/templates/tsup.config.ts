import { defineConfig } from 'tsup';
import shared from '../../tsup.shared';

// Three entries: the templates, the categories alone for the editor's filters, and the shipped
// templates' ids and fingerprint alone for a server's start (neither with flow data).
export default defineConfig({ ...shared, entry: ['src/index.ts', 'src/categories.ts', 'src/shipped.ts'] });
