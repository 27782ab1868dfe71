// A coded reason on a page whose i18next instance has only the chat's texts (the embed, a host
// using createChatI18n): worded in the page's language once the server messages have loaded, and
// never shown as the server's wording (English) or a code before that.
import type { BuildFailure } from '@app/build-runner';
import { createI18n } from '@app/i18n';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { wordedFailureNotice } from './codedWording';
import { ErrorDetails } from './content/ErrorDetails';
import { createChatI18n } from './i18n';

// The server's own wording differs from the catalogue's, so a test can tell which one is shown.
const coded = { code: 'VARIABLE_NOT_FOUND', text: 'variable K missing (api_key)', params: { name: 'K', field: 'api_key' } };
const worded = { zh: '找不到变量 K（字段 api_key）。', en: 'Variable K not found (field api_key).' };
const reasonTitle = { zh: '原因', en: 'Reason' };

function renderWith(instance: i18n) {
  return render(
    <I18nextProvider i18n={instance}>
      <MantineProvider env="test">
        <ErrorDetails component="API 请求" coded={coded} reason={coded.text} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('a coded reason with the chat’s texts alone', () => {
  it.each(['zh', 'en'] as const)('waits for the server messages, then reads in %s', async (language) => {
    const instance = createChatI18n(language);
    expect(instance.hasResourceBundle(language, 'serverMessages')).toBe(false);
    renderWith(instance);
    // Before the texts are there: neither the server's wording nor its code, nor an empty section.
    const block = screen.getByTestId('error-block');
    expect(block.textContent).not.toContain(coded.text);
    expect(block.textContent).not.toContain(coded.code);
    expect(screen.queryByText(reasonTitle[language])).toBeNull();
    expect(await screen.findByText(worded[language])).toBeTruthy();
    expect(screen.getByText(reasonTitle[language])).toBeTruthy();
  });

  it('shows it on the first render where the instance has the texts already (the console loads every namespace)', () => {
    renderWith(createI18n('zh'));
    expect(screen.getByText(worded.zh)).toBeTruthy();
  });

  it.each(['zh', 'en'] as const)('words a failed run’s notice in %s after the load', async (language) => {
    const failure: BuildFailure = { title: 'COMPONENT_BUILD_ERROR', messages: [coded.text, 'plain'], coded: [coded, null], nodeIds: ['n1'] };
    const instance = createChatI18n(language);
    const notice = await wordedFailureNotice(failure, (key) => instance.t(`build:${key}`), instance);
    expect(notice).toEqual({ kind: 'error', title: instance.t('build:messages.COMPONENT_BUILD_ERROR'), list: [worded[language], 'plain'] });
  });
});
