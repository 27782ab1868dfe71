import { defineConfig } from 'tsup';
import shared from '../../tsup.shared';

// The shared build plus the `testing` entry (in-memory APIs for stories and tests of apps).
export default defineConfig({ ...shared, entry: ['src/index.ts', 'src/testing.ts'] });
