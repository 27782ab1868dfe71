// The 集成 tab: the embed snippet and external link made with a channel code of the flow's app,
// the run API samples with the chosen key (none in auto-login mode), the links between the screens,
// and what is shown masked on screen but copied in full.
import { embedChatUrl, embedSnippet, runSamples } from '@app/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testFlowRecord } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { apiKeyRecord, type StoredApiKey } from '../testing/memoryApiKeysApi';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { IntegrationPanel, type IntegrationPanelProps } from './IntegrationPanel';

const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
afterEach(() => writeText.mockClear());

const STORE = 'store-flow-1';
const host = window.location.origin;
const channel = apiKeyRecord({ id: 'c1', name: '官网', store_id: STORE, api_key: 'sk-site-full-2222cccc', is_channel: true });
const apiKey = apiKeyRecord({ id: 'k1', name: '后端服务', store_id: STORE, api_key: 'sk-backend-full-0000aaaa' });

async function setup({ keys = [channel, apiKey], released = true, autoLogin = false, ...props }: { keys?: StoredApiKey[]; released?: boolean; autoLogin?: boolean } & Partial<IntegrationPanelProps> = {}) {
  const flow = testFlowRecord(null, { id: 'flow-1', name: '客服助手' });
  const api = createMemoryFlowEditorApi({ workspace: { flows: [flow] }, apiKeys: keys });
  if (released) await api.store.release({ flow_id: 'flow-1', note: '首个版本' });
  return renderFlowEditor(<IntegrationPanel flowId="flow-1" {...props} />, api, { autoLogin });
}

const code = (name: string) => screen.findByLabelText(name, { selector: 'pre' });

describe('IntegrationPanel', () => {
  it('opens on web integration: the embed snippet with the host, the store id and the masked channel code; copying puts the full one', async () => {
    await setup();
    await screen.findByRole('tab', { name: 'Web 集成' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Web 集成', 'API 集成', 'MCP 集成', '嵌入代码参考', '外链分发', '渠道码']);
    const snippet = await code('嵌入代码参考');
    await waitFor(() => expect(snippet.textContent).toBe(embedSnippet(host, STORE, 'sk-site********cccc')));
    expect(snippet.textContent).toContain(`${host}/plugins/`);
    fireEvent.click(screen.getByRole('button', { name: '复制代码' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(embedSnippet(host, STORE, 'sk-site-full-2222cccc')));
    expect(document.body.textContent).not.toContain('sk-site-full');
  });

  it('gives the external link {host}/rest/bot?id=..&api_key=.. with the chosen channel code', async () => {
    await setup({ keys: [channel, apiKeyRecord({ id: 'c2', name: '帮助中心', store_id: STORE, api_key: 'sk-help-full-3333dddd', is_channel: true, created_at: '2026-01-01T00:00:00.000Z' })] });
    fireEvent.click(await screen.findByRole('tab', { name: '外链分发' }));
    const link = await code('外链地址');
    await waitFor(() => expect(link.textContent).toBe(embedChatUrl(host, STORE, 'sk-site********cccc')));
    fireEvent.click(await screen.findByLabelText('使用的渠道码', { selector: 'input:not([type="hidden"])' }));
    fireEvent.click(await screen.findByRole('option', { name: '帮助中心' }));
    await waitFor(() => expect(link.textContent).toBe(embedChatUrl(host, STORE, 'sk-help********dddd')));
    fireEvent.click(screen.getByRole('button', { name: '复制链接' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(`${host}/rest/bot?id=${STORE}&api_key=sk-help-full-3333dddd`));
  });

  it('without a channel code points to the channel codes screen, and a code created there is used at once', async () => {
    await setup({ keys: [] });
    expect(await screen.findByText('还没有渠道码，请先创建一个。')).toBeTruthy();
    expect(screen.queryByLabelText('嵌入代码参考', { selector: 'pre' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '管理渠道码' }));
    expect(await screen.findByText('暂无渠道码')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '创建渠道码' }));
    const form = within(await screen.findByRole('dialog', { name: '创建渠道码' }));
    fireEvent.change(form.getByRole('textbox', { name: /名称/ }), { target: { value: '官网' } });
    fireEvent.click(form.getByRole('button', { name: '创建' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '渠道码已创建' })).getByRole('button', { name: '我已保存' }));
    fireEvent.click(screen.getByRole('tab', { name: '嵌入代码参考' }));
    expect((await code('嵌入代码参考')).textContent).toContain(`api_key=sk-crea`);
  });

  it('shows the run API samples in Python, JavaScript and cURL with the masked key; copying runs as pasted with the full key', async () => {
    await setup({ initialTab: 'api' });
    await screen.findByRole('tab', { name: 'cURL' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Web 集成', 'API 集成', 'MCP 集成', '嵌入代码参考', 'API密钥', 'Python', 'JavaScript', 'cURL']);
    expect(screen.getByText(`POST ${host}/api/v1/run/flow-1`)).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看 API 文档' }).getAttribute('href')).toBe(`${host}/docs`);
    const shown = runSamples({ host, flowId: 'flow-1', apiKey: 'sk-back********aaaa', input: '你好' });
    await waitFor(async () => expect((await code('Python')).textContent).toBe(shown.python));
    fireEvent.click(screen.getByRole('tab', { name: 'cURL' }));
    expect((await code('cURL')).textContent).toBe(shown.curl);
    fireEvent.click(screen.getByRole('button', { name: '复制代码' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(runSamples({ host, flowId: 'flow-1', apiKey: 'sk-backend-full-0000aaaa', input: '你好' }).curl));
    fireEvent.click(screen.getByRole('tab', { name: 'JavaScript' }));
    expect((await code('JavaScript')).textContent).toBe(shown.javascript);
  });

  it('leaves x-api-key out of the samples in auto-login mode', async () => {
    await setup({ initialTab: 'api', autoLogin: true });
    expect(await screen.findByText('当前为自动登录模式，调用无需API密钥。')).toBeTruthy();
    expect((await code('Python')).textContent).toBe(runSamples({ host, flowId: 'flow-1', apiKey: null, input: '你好' }).python);
    expect(screen.queryByLabelText('使用的API密钥')).toBeNull();
    expect(document.body.textContent).not.toContain('x-api-key');
    fireEvent.click(screen.getByRole('button', { name: '管理API密钥' }));
    expect(await screen.findByRole('heading', { name: 'API密钥' })).toBeTruthy();
  });

  it('without an API key shows the placeholder and points to the API keys page', async () => {
    await setup({ initialTab: 'api', keys: [channel] });
    expect(await screen.findByText('还没有API密钥，请先创建一个。')).toBeTruthy();
    expect((await code('Python')).textContent).toContain('"x-api-key": "YOUR_API_KEY"');
    fireEvent.click(screen.getByRole('button', { name: '管理API密钥' }));
    expect(await screen.findByText('暂无API密钥')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'API密钥' })).toBeTruthy();
  });

  it('warns that keys reach the app only once it is published', async () => {
    await setup({ released: false });
    expect(await screen.findByText('应用尚未发布：发布后，API 密钥和渠道码才能访问它。')).toBeTruthy();
  });
});
