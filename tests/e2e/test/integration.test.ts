// The editor's 集成 tab as a developer uses it: from the publish page's integration button onto
// 集成, a channel code created (shown in full once, then masked) and switched off and on, the embed
// snippet copied with the full code, an API key created and the cURL sample copied with it. Then
// the same screens in English. Screenshots at 1280×800.
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDeveloperJourney, type DeveloperJourney } from '../support/developerJourney';
import { resultsDir } from '../support/paths';
import { storeOfFlow } from '../support/publishing';
import type { RunningServer } from '../support/server';

const WAIT = { timeout: 30_000 };
const DEVELOPER = { username: 'integrator', password: 'Integrate#2025' };

interface KeyRecord {
  id: string;
  name: string;
  api_key: string;
  is_active: boolean;
}

/** The developer's keys of the store as the server lists them (masked). */
async function keysOf(baseUrl: string, token: string, storeId: string, channel: boolean): Promise<KeyRecord[]> {
  const response = await fetch(`${baseUrl}/api/v1/api_key/${storeId}?channel_only=${channel}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { api_keys: KeyRecord[] } }).data.api_keys;
}

async function fullKey(baseUrl: string, token: string, keyId: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/api_key/display/${keyId}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: { api_key: string } }).data.api_key;
}

/** A dialog's opening transition is over (for screenshots). */
async function settled(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity), WAIT).toBe('1');
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe('the editor’s 集成 tab', () => {
  let journey: DeveloperJourney;
  let server: RunningServer;
  let page: Page;
  let token: string;
  let flowId: string;

  beforeAll(async () => {
    journey = await startDeveloperJourney(DEVELOPER, { clipboard: true });
    ({ server, page, token, flowId } = journey);
  }, 120_000);

  afterAll(() => journey?.close(), 120_000);

  it('publishes, opens 集成 from 发布成功, makes a channel code and an API key, and copies the snippet and the sample', async () => {
    await page.goto(`${server.url}/flow/${flowId}/publish`);
    const note = page.getByRole('textbox', { name: '发布记录描述' });
    await note.waitFor(WAIT);
    await note.fill('首个版本');
    await page.getByRole('button', { name: '发布', exact: true }).click();
    const success = page.getByRole('region', { name: '发布成功' });
    await success.getByRole('button', { name: '配置API密钥及Web/API集成' }).click();
    await page.waitForURL(`${server.url}/flow/${flowId}`, WAIT);
    await expect.poll(() => page.locator('header [role="tab"][aria-selected="true"]').textContent(), WAIT).toBe('集成');
    const storeId = (await storeOfFlow(server.url, token, flowId)).id;

    // No channel code yet: the embed code points to the channel codes screen.
    await page.getByText('还没有渠道码，请先创建一个。').waitFor(WAIT);
    await page.getByRole('button', { name: '管理渠道码' }).click();
    await page.getByText('暂无渠道码').waitFor(WAIT);
    await page.getByRole('button', { name: '创建渠道码' }).click();
    const form = page.getByRole('dialog', { name: '创建渠道码' });
    await form.getByRole('textbox', { name: '名称' }).fill('官网');
    await form.getByRole('button', { name: '创建', exact: true }).click();

    // Shown in full once; the list shows it masked.
    const shown = page.getByRole('dialog', { name: '渠道码已创建' });
    await shown.waitFor(WAIT);
    const [channel] = await keysOf(server.url, token, storeId, true);
    const channelCode = await fullKey(server.url, token, channel!.id);
    await shown.getByText(channelCode).waitFor();
    await shown.getByRole('button', { name: '我已保存' }).click();
    await shown.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: '官网' });
    await row.getByText(channel!.api_key).waitFor(WAIT);
    expect(await page.getByText(channelCode).count()).toBe(0);

    // The switch: off, then on again; locked while its call runs.
    const toggle = row.getByRole('switch', { name: '启用 官网' });
    await toggle.click({ force: true });
    await expect.poll(async () => (await keysOf(server.url, token, storeId, true))[0]!.is_active, WAIT).toBe(false);
    await expect.poll(() => toggle.isEnabled(), WAIT).toBe(true);
    expect(await toggle.isChecked()).toBe(false);
    await toggle.click({ force: true });
    await expect.poll(async () => (await keysOf(server.url, token, storeId, true))[0]!.is_active, WAIT).toBe(true);
    await expect.poll(() => toggle.isChecked(), WAIT).toBe(true);
    await page.screenshot({ path: join(resultsDir, 'e2e-integration-channels-zh.png') });

    // The embed snippet: masked on screen, the full code copied.
    await page.getByRole('tab', { name: '嵌入代码参考' }).click();
    await page.getByRole('button', { name: '复制代码' }).click();
    await page.getByText('复制成功').first().waitFor(WAIT);
    const snippet = await clipboard(page);
    expect(snippet).toContain(`${server.url}/plugins/`);
    expect(snippet).toContain(`${server.url}/rest/bot?id=${storeId}&api_key=${channelCode}`);
    await page.screenshot({ path: join(resultsDir, 'e2e-integration-embed-zh.png') });

    // API integration: a key made on the API keys page, then the cURL sample copied with it.
    await page.getByRole('tab', { name: 'API 集成' }).click();
    await page.getByRole('tab', { name: 'API密钥' }).click();
    await page.getByText('暂无API密钥').waitFor(WAIT);
    await page.getByRole('button', { name: '创建密钥' }).click();
    const keyForm = page.getByRole('dialog', { name: '创建密钥' });
    await keyForm.getByRole('textbox', { name: '名称' }).fill('后端服务');
    await keyForm.getByRole('button', { name: '创建', exact: true }).click();
    const keyShown = page.getByRole('dialog', { name: '密钥已创建' });
    await keyShown.waitFor(WAIT);
    const [apiKey] = await keysOf(server.url, token, storeId, false);
    const secret = await fullKey(server.url, token, apiKey!.id);
    await keyShown.getByText(secret).waitFor();
    await settled(keyShown);
    await page.screenshot({ path: join(resultsDir, 'e2e-integration-key-created-zh.png') });
    await keyShown.getByRole('button', { name: '我已保存' }).click();
    await keyShown.waitFor({ state: 'detached' });
    await page.getByRole('row').filter({ hasText: '后端服务' }).getByText(apiKey!.api_key).waitFor(WAIT);

    await page.getByRole('tab', { name: '嵌入代码参考' }).click();
    await page.getByRole('tab', { name: 'cURL' }).click();
    await page.getByText(`-H 'x-api-key: ${apiKey!.api_key}'`).waitFor(WAIT);
    await page.getByRole('button', { name: '复制代码' }).click();
    await expect.poll(() => clipboard(page), WAIT).toContain(`-H 'x-api-key: ${secret}'`);
    expect(await clipboard(page)).toContain(`curl -X POST '${server.url}/api/v1/run/${flowId}?stream=false'`);
    await page.screenshot({ path: join(resultsDir, 'e2e-integration-api-zh.png') });
  }, 180_000);

  it('shows the same screens in English', async () => {
    await page.evaluate(() => window.localStorage.setItem('app-language', 'en'));
    await page.evaluate(() => window.localStorage.setItem('flow_publish_type', 'embed'));
    await page.goto(`${server.url}/flow/${flowId}`);
    await page.getByRole('tab', { name: 'Web integration' }).waitFor(WAIT);
    await page.getByRole('tab', { name: 'Channel codes' }).click();
    await page.getByRole('row').filter({ hasText: '官网' }).waitFor(WAIT);
    await page.getByRole('columnheader').getByText('Last used', { exact: true }).waitFor();
    await page.screenshot({ path: join(resultsDir, 'e2e-integration-channels-en.png') });
    await page.getByRole('tab', { name: 'API integration' }).click();
    await page.getByRole('tab', { name: 'Python' }).waitFor(WAIT);
    await page.getByText('API documentation').waitFor();
    await page.screenshot({ path: join(resultsDir, 'e2e-integration-api-en.png') });
    expect(journey.pageErrors).toEqual([]);
  }, 180_000);
});
