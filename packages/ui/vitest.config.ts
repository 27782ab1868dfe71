import { defineReactProjectConfig } from '../../vitest.shared';

export default defineReactProjectConfig(import.meta.dirname);
