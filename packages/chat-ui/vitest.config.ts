import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineProjectConfig } from '../../vitest.shared';

export default defineProjectConfig(import.meta.dirname, {
  plugins: [react()],
  resolve: { conditions: [...defaultClientConditions] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
});
