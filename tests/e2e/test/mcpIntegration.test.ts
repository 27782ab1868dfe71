// Published apps in MCP clients (issue 22), as a developer sets it up: the 集成 tab's MCP section
// names the app's tool, its configuration is copied for Cursor, and the MCP SDK's own client,
// configured with exactly what was copied, lists the tool and calls it for the fake model's answer.
// Then the section in English. Screenshots at 1280×800.
import { join } from 'node:path';
import type { LlmTestServer } from '@app/llm-test-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeveloperJourney, type DeveloperJourney } from '../support/developerJourney';
import { languageImpurities } from '../support/languagePurity';
import { resultsDir } from '../support/paths';
import { createApiKey, publishFlow } from '../support/publishing';
import type { RunningServer } from '../support/server';

const WAIT = { timeout: 30_000 };
const DEVELOPER = { username: 'mcp-builder', password: 'McpBuild#2025' };

interface CursorConfig {
  mcpServers: Record<string, { url: string; headers: Record<string, string> }>;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('published apps in MCP clients', () => {
  let journey: DeveloperJourney;
  let server: RunningServer;
  let llm: LlmTestServer;
  let page: Page;
  let flowId: string;
  let apiKey: string;

  beforeAll(async () => {
    journey = await startDeveloperJourney(DEVELOPER, { serverEnv: { FETCH_ALLOWED_HOSTS: '127.0.0.1' }, clipboard: true });
    let token: string;
    ({ server, llm, page, token, flowId } = journey);
    apiKey = await createApiKey(server.url, token, await publishFlow(server.url, token, flowId, '首个版本'), '桌面客户端');
  }, 120_000);

  afterAll(() => journey?.close(), 120_000);

  it('names the tool in 集成, copies the Cursor configuration, and an MCP client made from it calls the app', async () => {
    await page.evaluate(() => window.localStorage.setItem('flow_publish_type', 'embed'));
    await page.goto(`${server.url}/flow/${flowId}`);
    await page.getByRole('tab', { name: 'MCP 集成' }).click();
    const name = page.getByRole('textbox', { name: '工具名称' });
    await name.waitFor(WAIT);
    await name.fill('support_bot');
    await page.getByRole('textbox', { name: '工具描述' }).fill('回答客户关于订单的问题');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('工具设置已保存').first().waitFor(WAIT);

    await page.getByRole('button', { name: '复制配置' }).click();
    await expect.poll(() => clipboard(page), WAIT).toContain(apiKey);
    const config = JSON.parse(await clipboard(page)) as CursorConfig;
    const [entry] = Object.values(config.mcpServers);
    expect(entry!.url).toBe(`${server.url}/api/v1/mcp/streamable`);
    await page.screenshot({ path: join(resultsDir, 'e2e-mcp-integration-zh.png') });
    expect(await languageImpurities(page, 'MCP 集成', 'zh')).toEqual([]);

    const client = new Client({ name: 'e2e', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(entry!.url), { requestInit: { headers: entry!.headers } }));
    try {
      const { tools } = await client.listTools();
      expect(tools.find((tool) => tool.name === 'support_bot')).toMatchObject({ description: '回答客户关于订单的问题' });
      llm.queue({ chunks: ['订单', '已发货'] });
      const result = await client.callTool({ name: 'support_bot', arguments: { input_value: '我的订单到哪了？' } });
      expect(result.content).toEqual([{ type: 'text', text: '订单已发货' }]);
    } finally {
      await client.close();
    }
  }, 180_000);

  it('shows the MCP section in English', async () => {
    await page.evaluate(() => window.localStorage.setItem('app-language', 'en'));
    await page.evaluate(() => window.localStorage.setItem('flow_publish_type', 'embed'));
    await page.goto(`${server.url}/flow/${flowId}`);
    await page.getByRole('tab', { name: 'MCP integration' }).click();
    await page.getByRole('textbox', { name: 'Tool name' }).waitFor(WAIT);
    await page.getByText('Copy configuration').or(page.getByRole('button', { name: 'Copy configuration' })).first().waitFor(WAIT);
    await page.screenshot({ path: join(resultsDir, 'e2e-mcp-integration-en.png') });
    expect(await languageImpurities(page, 'MCP integration', 'en')).toEqual([]);
    expect(journey.pageErrors).toEqual([]);
  }, 180_000);
});
