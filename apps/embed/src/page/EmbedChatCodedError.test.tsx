// A failed run with a coded reason on the embedded page, rendered with the page's own texts
// (embedResources, as main.tsx): the server messages are not among them and load with this first
// coded error; the error block and the notice then read in the page's language, and before that
// show neither the server's wording (English) nor its code.
import { BuildClient, type BuildTransport } from '@app/build-runner';
import { createMemoryAppChatApi, SAMPLE_STORE_ID, testAppMessage } from '@app/chat-ui/testing';
import { createPartialI18n, embedResources } from '@app/i18n';
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { EmbedChat } from './EmbedChat';

// The server's own wording differs from the catalogue's, so a test can tell which one is shown.
const coded = { code: 'VARIABLE_NOT_FOUND', text: 'variable K missing (api_key)', params: { name: 'K', field: 'api_key' } };

/** A run whose component fails with the coded reason: an error message in the chat, then the end of the run. */
const failingTransport: BuildTransport = {
  async run(request, sink) {
    const session = request.body.inputs?.session ?? '';
    const block = { title: 'Error', contents: [{ type: 'error' as const, component: 'API 请求', reason: coded.text, coded }] };
    const source = { id: 'api-1', display_name: 'API 请求', source: null };
    const message = testAppMessage({ id: 'error-1', session_id: session, text: coded.text, sender: 'Machine', error: true, category: 'error', content_blocks: [block], properties: { source } });
    sink.onEvent({ event: 'error', data: message });
    return { jobId: 'job-1', delivery: request.delivery };
  },
};

const pages = {
  zh: { placeholder: '发送一个消息...', worded: '找不到变量 K（字段 api_key）。' },
  en: { placeholder: 'Send a message...', worded: 'Variable K not found (field api_key).' },
};

describe('a coded error on the embedded page', () => {
  it.each(['zh', 'en'] as const)('reads in %s once the server messages have loaded', async (language) => {
    const i18n = createPartialI18n(language, embedResources);
    expect(i18n.hasResourceBundle(language, 'serverMessages')).toBe(false);
    const api = { ...createMemoryAppChatApi(), build: new BuildClient({ transport: failingTransport }) };
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider env="test">
          <EmbedChat storeId={SAMPLE_STORE_ID} api={api} onClose={vi.fn()} />
        </MantineProvider>
      </I18nextProvider>,
    );
    const input = await screen.findByPlaceholderText(pages[language].placeholder);
    fireEvent.change(input, { target: { value: '查询' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const block = await screen.findByTestId('error-block');
    expect(block.textContent).not.toContain(coded.text);
    expect(block.textContent).not.toContain(coded.code);
    expect(await screen.findAllByText(pages[language].worded)).toHaveLength(2);
    const notice = screen.getByRole('status');
    expect(notice.textContent).toContain(pages[language].worded);
    expect(i18n.hasResourceBundle(language === 'zh' ? 'en' : 'zh', 'serverMessages')).toBe(false);
  });
});
