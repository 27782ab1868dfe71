import { defineReactProjectConfig } from '../../vitest.shared';

export default defineReactProjectConfig(import.meta.dirname, { setupFiles: ['./src/test/loadRenderers.ts'] });
