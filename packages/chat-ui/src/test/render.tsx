// Renders a component the way the apps do: Mantine (no transitions or portals in jsdom) and the
// Chinese texts of @app/i18n.
import { createI18n } from '@app/i18n';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { vi } from 'vitest';

/** Rendered within the providers; `rerender` keeps them. */
export function renderUi(ui: ReactNode): RenderResult {
  const i18n = createI18n('zh');
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{node}</MantineProvider>
    </I18nextProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}

/** A clipboard that records what was written (jsdom has none). */
export function mockClipboard() {
  const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}
