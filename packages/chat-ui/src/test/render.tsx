// Renders a component the way the apps do (the shared providers), and a clipboard jsdom lacks.
import { vi } from 'vitest';

export { renderWithProviders as renderUi } from '@app/ui-testing';

/** A clipboard that records what was written (jsdom has none). */
export function mockClipboard() {
  const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
