import { defineConfig } from 'tsup';
import shared from '../../tsup.shared';

// Two entries: the templates, and the categories alone for the editor's filters (no flow data).
export default defineConfig({ ...shared, entry: ['src/index.ts', 'src/categories.ts'] });
