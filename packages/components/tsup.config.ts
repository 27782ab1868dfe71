import { defineConfig } from 'tsup';
import shared from '../../tsup.shared';

// The compute worker threads load `./compute` alone, without the component registry; the server
// loads `./modules` (every module's source, for the sandbox) only when it first compiles code.
export default defineConfig({ ...shared, entry: { index: 'src/index.ts', 'compute/index': 'src/compute/index.ts', modules: 'src/modules.generated.ts' } });
