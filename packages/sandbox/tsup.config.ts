import { defineConfig } from 'tsup';
import shared from '../../tsup.shared';

// The worker is its own entry: the pool starts it from a file beside the bundle.
export default defineConfig({
  ...shared,
  entry: ['src/index.ts', 'src/sandboxWorker.ts'],
});
