// Loaded before every journey (vitest setupFiles): a test during which any page reported a
// Content-Security-Policy violation fails, with the reports as its message.
import { afterEach, expect } from 'vitest';
import { takeCspViolations } from './browser';

afterEach(() => {
  expect(takeCspViolations(), 'Content-Security-Policy violations').toEqual([]);
});
