import { defineProjectConfig } from '../../vitest.shared';

export default defineProjectConfig(import.meta.dirname);
