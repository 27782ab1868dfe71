// What a React package's components render inside, in tests and stories alike: Mantine and the
// texts of @app/i18n.
import { createI18n, type Language } from '@app/i18n';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

/** Renders within Mantine (no transitions or portals in jsdom) and i18n, Chinese by default; `rerender` keeps them. */
export function renderWithProviders(ui: ReactNode, options: { locale?: Language } = {}): RenderResult {
  const i18n = createI18n(options.locale ?? 'zh');
  const wrap = (node: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">{node}</MantineProvider>
    </I18nextProvider>
  );
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactNode) => result.rerender(wrap(next)) };
}

/** A promise the test settles by hand, to look at a component while a call is pending. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
