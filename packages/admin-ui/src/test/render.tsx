// Renders a component the way the console does: Mantine (no transitions or portals in jsdom) and
// the Chinese texts of @app/i18n.
import { createI18n } from '@app/i18n';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';

export function renderUi(ui: ReactNode): RenderResult {
  return render(
    <I18nextProvider i18n={createI18n('zh')}>
      <MantineProvider env="test">{ui}</MantineProvider>
    </I18nextProvider>,
  );
}
