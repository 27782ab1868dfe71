import { defineConfig } from 'tsup';
import shared from '../../tsup.shared';

// The compute worker threads load `./compute` alone, without the component registry.
export default defineConfig({ ...shared, entry: { index: 'src/index.ts', 'compute/index': 'src/compute/index.ts' } });
