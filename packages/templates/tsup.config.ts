import { defineConfig } from 'tsup';
import shared from '../../tsup.shared';

// Four entries: the templates, the categories alone for the editor's filters, the shipped
// templates' ids and fingerprint alone for a server's start (neither with flow data), and the
// Chinese templates alone, which a server stores as its examples.
export default defineConfig({ ...shared, entry: ['src/index.ts', 'src/categories.ts', 'src/shipped.ts', 'src/storedTemplates.ts'] });
