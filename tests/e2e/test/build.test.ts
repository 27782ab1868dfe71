// Building in the editor against the real server and a local OpenAI-protocol model server: the
// whole flow with its statuses, running edges and notices, outputs inspected (a streamed reply and a
// whole one), slow builds stopped from the header and from the card, a failing component with its
// error (and no server traceback), a CSV file's text as a table and a JSON output under the JSON filter.
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

/** Basic Prompting's components by type, with the display names their cards are labelled with. */
const BASIC_PROMPTING = { Prompt: '提示词', ChatInput: '聊天输入', OpenAIModel: 'OpenAI 兼容模型', ChatOutput: '聊天输出', UIInput: '聊天界面输入', UIOutput: '聊天界面输出' };

/** The component card of a node (the element that carries its build status). */
const card = (page: Page, type: string): Locator => nodeOfType(page, type).getByRole('group').first();
const statusOf = (page: Page, type: string) => card(page, type).getAttribute('data-build-status');

async function waitForStatus(page: Page, type: string, status: string): Promise<void> {
  await expect.poll(() => statusOf(page, type), WAIT).toBe(status);
}

const buildingCards = (page: Page): Locator => page.locator('[role="group"][data-build-status="BUILDING"]');
/** Running edges are drawn dashed (FlowEdge's strokeDasharray while the build goes through them). */
const runningEdges = (page: Page): Locator => page.locator('.react-flow__edge path[style*="dasharray"]');
const runButton = (page: Page): Locator => page.getByRole('button', { name: '运行', exact: true });

/** The output modal of a component's first output (its 输出检查 button), waited for by its title. */
async function inspectFirstOutput(page: Page, type: string, name: string): Promise<Locator> {
  await nodeOfType(page, type).getByRole('button', { name: '输出检查' }).first().click();
  const modal = page.getByRole('dialog', { name: `${name} 的输出` });
  await modal.waitFor(WAIT);
  return modal;
}

async function closeModal(page: Page, modal: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await modal.waitFor({ state: 'detached' });
}

describe('building in the editor', () => {
  let server: RunningServer;
  let llm: LlmTestServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let token: string;
  let streamingFlowId: string;

  beforeAll(async () => {
    [server, llm, browser] = await Promise.all([startServer({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer({ apiKey: 'sk-e2e' }), launchBrowser()]);
    ({ context, page } = await openPage(browser, { viewport: { width: 1600, height: 1000 } }));
    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    token = (await accessTokenOf(context))!;
  });

  afterAll(async () => {
    await browser?.close();
    await llm?.close();
    await server?.stop();
  }, 120_000);

  it('builds Basic Prompting: 构建中... with 终止, every component built, the answer in the chat output', async () => {
    streamingFlowId = await basicPromptingFlow(server.url, token, llm.baseUrl, '构建旅程');
    await page.goto(`${server.url}/flow/${streamingFlowId}`);
    await card(page, 'OpenAIModel').waitFor(WAIT);
    // Nothing built yet: every output's inspect button waits for a build.
    expect(await nodeOfType(page, 'OpenAIModel').getByRole('button', { name: '输出检查' }).first().isDisabled()).toBe(true);
    llm.queue({ text: '你好，这是模型的回答。', delayMs: 150 });

    await runButton(page).click();
    await page.getByText('构建中...').waitFor(WAIT);
    await page.getByRole('button', { name: '终止' }).waitFor();
    await page.getByText('组件正在运行').first().waitFor();
    for (const [type, name] of Object.entries(BASIC_PROMPTING)) {
      await waitForStatus(page, type, 'BUILT');
      expect(await page.getByRole('group', { name: `组件 ${name}`, exact: true }).getAttribute('data-build-status')).toBe('BUILT');
    }
    await page.getByText('流程构建成功').first().waitFor(WAIT);
    await runButton(page).waitFor();
    // The model was called at the local server with the key the flow holds.
    expect(llm.requests.at(-1)?.headers.authorization).toBe('Bearer sk-e2e');

    // The template streams the model's reply into the chat: the model's own view says so (不支持流式传输); the chat output holds the answer.
    const streamed = await inspectFirstOutput(page, 'OpenAIModel', 'OpenAI 兼容模型');
    await streamed.getByText('不支持流式传输').waitFor(WAIT);
    await closeModal(page, streamed);
    const chat = await inspectFirstOutput(page, 'ChatOutput', '聊天输出');
    await chat.getByText('你好，这是模型的回答。').waitFor(WAIT);
    await closeModal(page, chat);
  }, 120_000);

  it('stops a slow build from the header: running edges while it builds, 构建已停止, nothing left building or running', async () => {
    llm.queue({ chunkCount: 40, text: '慢'.repeat(40), delayMs: 500 });
    await runButton(page).click();
    await expect.poll(() => buildingCards(page).count(), WAIT).toBeGreaterThan(0);
    await expect.poll(() => runningEdges(page).count(), WAIT).toBeGreaterThan(0);
    await page.getByRole('button', { name: '终止' }).click();
    await page.getByText('构建已停止').first().waitFor(WAIT);
    await runButton(page).waitFor(WAIT);
    expect(await buildingCards(page).count()).toBe(0);
    expect(await runningEdges(page).count()).toBe(0);
    // Stopping reaches the model call: the server went away before the 20 s answer was over.
    await expect.poll(() => llm.requests.at(-1)?.closedEarly, WAIT).toBe(true);
  }, 120_000);

  it('inspects a whole (not streamed) reply in the model’s own output', async () => {
    const flowId = await basicPromptingFlow(server.url, token, llm.baseUrl, '整段回复');
    await setStoredField(server.url, token, flowId, 'OpenAIModel', 'stream', false);
    await page.goto(`${server.url}/flow/${flowId}`);
    await card(page, 'OpenAIModel').waitFor(WAIT);
    llm.queue({ text: '这是一段完整的回答。' });
    await nodeOfType(page, 'OpenAIModel').getByRole('button', { name: '运行组件' }).click();
    await waitForStatus(page, 'OpenAIModel', 'BUILT');
    await page.getByText('OpenAI 兼容模型 构建成功').first().waitFor(WAIT);
    expect(llm.requests.at(-1)?.body).not.toHaveProperty('stream', true);
    const modal = await inspectFirstOutput(page, 'OpenAIModel', 'OpenAI 兼容模型');
    await modal.getByText('这是一段完整的回答。').waitFor(WAIT);
    await closeModal(page, modal);
  }, 120_000);

  it('stops a slow model from its card: 停止构建 while it builds, then 构建已停止', async () => {
    llm.queue({ firstChunkDelayMs: 20_000, text: '太慢了' });
    await nodeOfType(page, 'OpenAIModel').getByRole('button', { name: '运行组件' }).click();
    await waitForStatus(page, 'OpenAIModel', 'BUILDING');
    await nodeOfType(page, 'OpenAIModel').getByRole('button', { name: '停止构建' }).click();
    await page.getByText('构建已停止').first().waitFor(WAIT);
    await nodeOfType(page, 'OpenAIModel').getByRole('button', { name: '运行组件' }).waitFor(WAIT);
    expect(await buildingCards(page).count()).toBe(0);
    await expect.poll(() => llm.requests.at(-1)?.closedEarly, WAIT).toBe(true);
  }, 120_000);

  it('shows a failing component: ERROR status, 构建组件出错 with its message, the message (no server traceback) in its output', async () => {
    llm.queue({ error: { status: 401, message: '测试密钥已被吊销' } });
    await nodeOfType(page, 'OpenAIModel').getByRole('button', { name: '运行组件' }).click();
    await waitForStatus(page, 'OpenAIModel', 'ERROR');
    const notice = page.getByRole('alert').filter({ hasText: '构建组件出错' });
    await notice.first().waitFor(WAIT);
    expect(await notice.first().innerText()).toContain('模型服务拒绝了 API 密钥（401）：测试密钥已被吊销');
    const modal = await inspectFirstOutput(page, 'OpenAIModel', 'OpenAI 兼容模型');
    await modal.getByText('测试密钥已被吊销', { exact: false }).first().waitFor(WAIT);
    // A built-in component is the server's code: its frames stay in the server log.
    expect(await modal.innerText()).not.toContain('错误堆栈');
    await closeModal(page, modal);
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
