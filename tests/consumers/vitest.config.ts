import { defineProjectConfig } from '../../vitest.shared';

// npm installs and a server per file: files one after another, with room for a slow registry.
export default defineProjectConfig(import.meta.dirname, {
  test: { fileParallelism: false, globalSetup: ['support/globalSetup.ts'], hookTimeout: 600_000, testTimeout: 300_000 },
});
