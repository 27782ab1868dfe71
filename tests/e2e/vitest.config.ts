import { defineProjectConfig } from '../../vitest.shared';

export default defineProjectConfig(import.meta.dirname, { test: { fileParallelism: false, setupFiles: ['support/cspCheck.ts'] } });
