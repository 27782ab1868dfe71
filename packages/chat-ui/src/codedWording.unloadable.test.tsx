// When the server messages cannot be loaded (the chunk's request fails), a coded reason reads as a
// generic text in the page's language: never the server's wording, a code or a translation key.
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { ErrorDetails } from './content/ErrorDetails';
import { createChatI18n } from './i18n';

vi.mock('@app/i18n/locales/zh/serverMessages', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.mock('@app/i18n/locales/en/serverMessages', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

// The server's own wording differs from the catalogue's, so a test can tell which one is shown.
const coded = { code: 'VARIABLE_NOT_FOUND', text: 'variable K missing (api_key)', params: { name: 'K', field: 'api_key' } };
const generic = {
  zh: '服务器返回了错误，但其说明暂时无法加载，请稍后重试。',
  en: 'The server reported an error, but its description could not be loaded. Please try again later.',
};

describe('a coded reason whose texts cannot be loaded', () => {
  it.each(['zh', 'en'] as const)('reads as a generic text in %s', async (language) => {
    render(
      <I18nextProvider i18n={createChatI18n(language)}>
        <MantineProvider env="test">
          <ErrorDetails coded={coded} reason={coded.text} />
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(await screen.findByText(generic[language])).toBeTruthy();
    expect(screen.getByTestId('error-block').textContent).not.toMatch(/variable K|VARIABLE_NOT_FOUND|reasonUnavailable/i);
  });
});
