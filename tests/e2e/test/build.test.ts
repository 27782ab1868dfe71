// Building in the editor against the real server and a local OpenAI-protocol model server: the
// whole flow with its statuses and notices, an output inspected, a slow build stopped, a failing
// component with its error and traceback, a CSV file's text as a table and a JSON output under the
// JSON filter.
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf } from '../support/accounts';
import { launchBrowser, openPage } from '../support/browser';
import { nodeOfType } from '../support/canvas';
import { signIn } from '../support/console';
import { basicPromptingFlow, componentsFlow, setStoredField, uploadToFlow } from '../support/flows';
import { startServer, type RunningServer } from '../support/server';

const WAIT = { timeout: 30_000 };

/** The component card of a node (the element that carries its build status). */
const card = (page: Page, type: string): Locator => nodeOfType(page, type).getByRole('group').first();
const statusOf = (page: Page, type: string) => card(page, type).getAttribute('data-build-status');

async function waitForStatus(page: Page, type: string, status: string): Promise<void> {
  await expect.poll(() => statusOf(page, type), WAIT).toBe(status);
}

describe('building in the editor', () => {
  let server: RunningServer;
  let llm: LlmTestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    [server, llm, browser] = await Promise.all([startServer({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer(), launchBrowser()]);
    ({ context, page } = await openPage(browser, { viewport: { width: 1600, height: 1000 } }));
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    token = (await accessTokenOf(context))!;
  });

  afterAll(async () => {
    await browser?.close();
    await llm?.close();
    await server?.stop();
  }, 120_000);

  it('builds Basic Prompting: 构建中... with 终止, every component built, the answer in the model’s output', async () => {
    const flowId = await basicPromptingFlow(server.url, token, llm.baseUrl, '构建旅程');
    await page.goto(`${server.url}/flow/${flowId}`);
    await card(page, 'OpenAIModel').waitFor(WAIT);
    llm.queue({ text: '你好，这是模型的回答。', delayMs: 150 });

    await page.getByRole('button', { name: '运行', exact: true }).click();
    await page.getByText('构建中...').waitFor(WAIT);
    await page.getByRole('button', { name: '终止' }).waitFor();
    await page.getByText('组件正在运行').first().waitFor();
    for (const type of ['ChatInput', 'Prompt', 'OpenAIModel', 'ChatOutput']) await waitForStatus(page, type, 'BUILT');
    await page.getByText('流程构建成功').first().waitFor(WAIT);
    await page.getByRole('button', { name: '运行', exact: true }).waitFor();

    // The model's own text output streamed into the chat: its view says so (不支持流式传输); the chat output holds the answer.
    await nodeOfType(page, 'OpenAIModel').getByRole('button', { name: '输出检查' }).first().click();
    await page.getByRole('dialog').getByText('不支持流式传输').waitFor(WAIT);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await nodeOfType(page, 'ChatOutput').getByRole('button', { name: '输出检查' }).first().click();
    const modal = page.getByRole('dialog');
    await modal.getByText('你好，这是模型的回答。').waitFor(WAIT);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
  }, 120_000);

  it('stops a slow build: 构建已停止, nothing left building', async () => {
    llm.queue({ chunkCount: 40, text: '慢'.repeat(40), delayMs: 500 });
    await page.getByRole('button', { name: '运行', exact: true }).click();
    await waitForStatus(page, 'OpenAIModel', 'BUILDING');
    await page.getByRole('button', { name: '终止' }).click();
    await page.getByText('构建已停止').first().waitFor(WAIT);
    await page.getByRole('button', { name: '运行', exact: true }).waitFor(WAIT);
    expect(await page.locator('[role="group"][data-build-status="BUILDING"]').count()).toBe(0);
  }, 120_000);

  it('shows a failing component: red card, 构建组件出错 with its message, the traceback in its output', async () => {
    llm.queue({ error: { status: 401 } });
    await nodeOfType(page, 'OpenAIModel').getByRole('button', { name: '运行组件' }).click();
    await waitForStatus(page, 'OpenAIModel', 'ERROR');
    await page.getByText('构建组件出错').first().waitFor(WAIT);
    await nodeOfType(page, 'OpenAIModel').getByRole('button', { name: '输出检查' }).first().click();
    const modal = page.getByRole('dialog');
    await modal.getByText('错误堆栈').waitFor(WAIT);
    await page.keyboard.press('Escape');
    await modal.waitFor({ state: 'detached' });
  }, 120_000);

  it('inspects JSON data under the JSON filter', async () => {
    const flowId = await componentsFlow(server.url, token, '输出视图', [{ type: 'JSONToData', values: { json_string: '{"城市": "杭州", "人口": 1252}' } }]);
    await page.goto(`${server.url}/flow/${flowId}`);
    await nodeOfType(page, 'JSONToData').getByRole('button', { name: '运行组件' }).click();
    await waitForStatus(page, 'JSONToData', 'BUILT');
    await nodeOfType(page, 'JSONToData').getByRole('button', { name: '输出检查' }).click();
    const json = page.getByRole('dialog');
    await json.getByText('杭州').first().waitFor(WAIT);
    const filter = json.getByRole('textbox', { name: 'JSON 过滤' });
    await filter.fill('人口');
    await json.getByText('对象中没有属性 人口').waitFor(WAIT);
    await filter.fill('data');
    await expect.poll(async () => (await json.innerText()).includes('text_key'), WAIT).toBe(false);
    expect(await json.innerText()).toContain('"人口": 1252');
  }, 120_000);

  it('inspects a CSV file’s text as a table', async () => {
    const flowId = await componentsFlow(server.url, token, 'CSV 输出', [{ type: 'File' }]);
    const path = await uploadToFlow(server.url, token, flowId, 'cities.csv', '城市,人口\n北京,2184\n上海,2487\n');
    await setStoredField(server.url, token, flowId, 'File', 'path', [path]);
    await page.goto(`${server.url}/flow/${flowId}`);
    await nodeOfType(page, 'File').getByRole('button', { name: '运行组件' }).click();
    await waitForStatus(page, 'File', 'BUILT');
    // The second output, 原始内容, is the file's text.
    await nodeOfType(page, 'File').getByRole('button', { name: '输出检查' }).last().click();
    const csv = page.getByRole('dialog');
    await csv.getByRole('columnheader', { name: '人口' }).waitFor(WAIT);
    await csv.getByRole('cell', { name: '上海' }).waitFor();
    await csv.getByRole('cell', { name: '2487' }).waitFor();
  }, 120_000);
});
