// A single-user install (AUTO_LOGIN=true): the console opens signed in as the administrator
// without its sign-in screen, a reload keeps it so, the public API's documentation at /docs
// (Swagger UI) works in the browser under the console's Content-Security-Policy, and the 集成 tab's
// API samples carry no x-api-key and run as shown.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { basicPromptingFlow } from '../support/flows';
import { startServer, type RunningServer } from '../support/server';

const run = promisify(execFile);

describe('a single-user install with AUTO_LOGIN', () => {
  let server: RunningServer;
  let browser: Browser;
  let llm: LlmTestServer;

  beforeAll(async () => {
    [server, browser, llm] = await Promise.all([startServer({ env: { AUTO_LOGIN: 'true', FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), launchBrowser(), startLlmTestServer({ apiKey: 'sk-e2e' })]);
  });

  afterAll(async () => {
    await browser?.close();
    await llm?.close();
    await server?.stop();
  });

  it('opens a protected page signed in as the administrator, without the sign-in screen, also after a reload', async () => {
    const { context, page } = await openPage(browser);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto(`${server.url}/user`);
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByText('用户管理').waitFor();
    await page.getByRole('button', { name: '用户菜单' }).getByText('管理员').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user');
    await page.reload();
    await menu.getByText('用户管理').waitFor();
    expect(new URL(page.url()).pathname).toBe('/user');
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('shows the public API’s documentation at /docs', async () => {
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/docs`);
    await page.locator('[data-path="/api/v1/run/{flowIdOrName}"]').first().waitFor();
    await page.locator('[data-path="/api/v1/api_key/{storeId}"]').first().waitFor();
    await context.close();
  });

  it('shows API samples without x-api-key in 集成, and the cURL one runs as shown', async () => {
    const tokens = (await (await fetch(`${server.url}/api/v1/auto_login`)).json()) as { data: { access_token: string } };
    const flowId = await basicPromptingFlow(server.url, tokens.data.access_token, llm.baseUrl, '单机助手');
    const { context, page } = await openPage(browser);
    await page.goto(`${server.url}/flow/${flowId}`);
    await page.getByRole('tab', { name: '集成' }).click();
    await page.getByRole('tab', { name: 'API 集成' }).click();
    await page.getByText('当前为自动登录模式，调用无需API密钥。').waitFor();
    await page.getByRole('tab', { name: 'cURL' }).click();
    const curl = await page.locator('pre[aria-label="cURL"]').innerText();
    expect(curl).not.toContain('x-api-key');
    llm.queue({ text: '单机模式的回答' });
    const { stdout } = await run('sh', ['-c', curl]);
    const answer = JSON.parse(stdout) as { outputs: Array<{ outputs: Array<{ results: { message: { text: string } } }> }> };
    expect(answer.outputs[0]?.outputs[0]?.results.message.text).toBe('单机模式的回答');
    await context.close();
  });
});
