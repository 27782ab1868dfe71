// The 集成 tab's MCP section (issue 22): the endpoints of every app or of the flow's folder, the
// client configurations with the chosen key (masked on screen, copied in full), and the tool name
// and description saved with the flow, checked before saving and worded from the server's code.
import { ApiError, mcpClientConfigs, mcpEndpoints } from '@app/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testFlowRecord } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { apiKeyRecord, type StoredApiKey } from '../testing/memoryApiKeysApi';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { IntegrationPanel } from './IntegrationPanel';

const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
afterEach(() => writeText.mockClear());

const STORE = 'store-flow-1';
const FOLDER = { id: 'folder-cs', name: 'Customer Service', description: null, parent_id: null };
const host = window.location.origin;
const apiKey = apiKeyRecord({ id: 'k1', name: '后端服务', store_id: STORE, api_key: 'sk-backend-full-0000aaaa' });

async function setup(keys: StoredApiKey[] = [apiKey]) {
  const flow = testFlowRecord(null, { id: 'flow-1', name: 'Support Bot', description: '回答客户的问题', folder_id: FOLDER.id });
  const api = createMemoryFlowEditorApi({ workspace: { flows: [flow], folders: [FOLDER] }, apiKeys: keys });
  await api.store.release({ flow_id: 'flow-1', note: '首个版本' });
  const { notify } = renderFlowEditor(<IntegrationPanel flowId="flow-1" initialTab="mcp" />, api);
  return { api, notify };
}

const code = (name: string) => screen.findByLabelText(name, { selector: 'pre' });

describe('the MCP section of the 集成 tab', () => {
  it('shows the endpoints and the Cursor configuration with the masked key; copying puts the full key in', async () => {
    await setup();
    expect((await code('Streamable HTTP 地址')).textContent).toBe(mcpEndpoints(host).streamable);
    expect((await code('SSE 地址')).textContent).toBe(mcpEndpoints(host).sse);
    const url = mcpEndpoints(host).streamable;
    await waitFor(async () => expect((await code('Cursor')).textContent).toBe(mcpClientConfigs({ url, serverName: 'published-apps', apiKey: 'sk-back********aaaa' }).cursor));
    fireEvent.click(screen.getByRole('button', { name: '复制配置' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(mcpClientConfigs({ url, serverName: 'published-apps', apiKey: 'sk-backend-full-0000aaaa' }).cursor));
    expect(document.body.textContent).not.toContain('sk-backend-full');

    fireEvent.click(screen.getByRole('tab', { name: 'Claude Desktop' }));
    expect(JSON.parse((await code('Claude Desktop')).textContent ?? '')).toMatchObject({ mcpServers: { 'published-apps': { command: 'npx', args: ['-y', 'mcp-remote', url, '--header', 'x-api-key:${API_KEY}'] } } });
  });

  it('switches to the folder’s server, named after the folder', async () => {
    await setup();
    fireEvent.click(await screen.findByText('当前文件夹'));
    const endpoints = mcpEndpoints(host, FOLDER.id);
    await waitFor(async () => expect((await code('Streamable HTTP 地址')).textContent).toBe(endpoints.streamable));
    await waitFor(async () => expect((await code('Cursor')).textContent).toBe(mcpClientConfigs({ url: endpoints.streamable, serverName: 'customer-service', apiKey: 'sk-back********aaaa' }).cursor));
    expect(screen.getByText('该地址只提供此文件夹中的已发布应用。')).toBeTruthy();
  });

  it('without an API key shows the placeholder and points to the API keys page', async () => {
    await setup([]);
    expect(await screen.findByText('还没有API密钥，请先创建一个。')).toBeTruthy();
    expect((await code('Cursor')).textContent).toContain('"x-api-key": "YOUR_API_KEY"');
    fireEvent.click(screen.getByRole('button', { name: '管理API密钥' }));
    expect(await screen.findByText('暂无API密钥')).toBeTruthy();
  });

  it('saves the tool name and description with the flow, derived defaults as placeholders', async () => {
    const { api, notify } = await setup();
    const name = await screen.findByRole('textbox', { name: /工具名称/ });
    expect(name.getAttribute('placeholder')).toBe('Support_Bot');
    expect(screen.getByRole('textbox', { name: /工具描述/ }).getAttribute('placeholder')).toBe('回答客户的问题');
    fireEvent.change(name, { target: { value: ' support_bot ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /工具描述/ }), { target: { value: '回答关于订单的问题' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'success', title: '工具设置已保存' }));
    expect(await api.flows.get('flow-1')).toMatchObject({ action_name: 'support_bot', action_description: '回答关于订单的问题' });
  });

  it('refuses a bad tool name before saving, and words the server’s coded refusal', async () => {
    const { api } = await setup();
    const name = await screen.findByRole('textbox', { name: /工具名称/ });
    fireEvent.change(name, { target: { value: '客服 bot' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('工具名称仅可使用字母、数字、连字符和下划线')).toBeTruthy();
    expect((await api.flows.get('flow-1')).action_name ?? null).toBeNull();

    const update = vi.spyOn(api.flows, 'update');
    fireEvent.change(name, { target: { value: 'x'.repeat(65) } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('工具名称最多64个字符')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    // A rule the server holds that this client does not know yet still reaches the field, in words.
    update.mockRejectedValueOnce(new ApiError({ status: 400, path: '/api/v1/flows/flow-1', message: 'x', detail: 'x', params: { rule: 'MCP_TOOL_NAME_CHARACTERS' } }));
    fireEvent.change(name, { target: { value: 'fine_name' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('工具名称仅可使用字母、数字、连字符和下划线')).toBeTruthy();
  });
});
