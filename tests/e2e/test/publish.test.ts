// Publishing as a developer: Basic Prompting (its model at the local OpenAI-protocol server) from
// the editor's 发布 to 发布成功 with a note, 设置访问权限 onto the 设置 tab and a policy group bound,
// 发布历史 with the release, and 下架应用 after its confirmation (已下架). Then the same screens in
// English, and the list's status following the release. Screenshots at 1280×800.
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeOfType } from '../support/canvas';
import { startDeveloperJourney, type DeveloperJourney } from '../support/developerJourney';
import { resultsDir } from '../support/paths';
import { createPolicyGroup, flowReleasedAt, storeOfFlow } from '../support/publishing';
import type { RunningServer } from '../support/server';

const WAIT = { timeout: 30_000 };
const DEVELOPER = { username: 'publisher', password: 'Publish#2025' };
const EMPTY_UUID = '00000000-0000-0000-0000-000000000000';

const selectedTab = (page: Page) => page.locator('[role="tab"][aria-selected="true"]');

/** A dialog's opening transition is over (for screenshots). */
async function settled(dialog: Locator): Promise<void> {
  await expect.poll(() => dialog.evaluate((element) => getComputedStyle(element).opacity), WAIT).toBe('1');
}

describe('publishing journey', () => {
  let journey: DeveloperJourney;
  let server: RunningServer;
  let page: Page;
  let token: string;
  let flowId: string;
  let policyId: string;

  beforeAll(async () => {
    journey = await startDeveloperJourney(DEVELOPER);
    ({ server, page, token, flowId } = journey);
    policyId = await createPolicyGroup(server.url, journey.adminToken, '客服团队', '仅客服团队可用');
  }, 120_000);

  afterAll(() => journey?.close(), 120_000);

  it('publishes from the editor with a note, binds a policy group in 设置, and unpublishes from 发布历史', async () => {
    await page.goto(`${server.url}/flow/${flowId}`);
    await nodeOfType(page, 'ChatOutput').waitFor(WAIT);
    expect(await page.getByRole('tab', { name: '设置' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: '发布', exact: true }).click();
    await page.waitForURL(`${server.url}/flow/${flowId}/publish`, WAIT);
    const note = page.getByRole('textbox', { name: '发布记录描述' });
    await note.waitFor(WAIT);
    expect(await note.getAttribute('placeholder')).toBe('请输入版本记录');
    const publish = page.getByRole('button', { name: '发布', exact: true });
    expect(await publish.isDisabled()).toBe(true);
    await note.fill('首个版本：回答常见问题');
    await page.getByText('11/500').waitFor();
    await publish.click();
    const success = page.getByRole('region', { name: '发布成功' });
    await success.getByRole('heading', { name: '发布成功' }).waitFor(WAIT);
    await success.getByText('首个版本：回答常见问题').waitFor();
    expect(await storeOfFlow(server.url, token, flowId)).toMatchObject({ status_type: 'published', policy_id: EMPTY_UUID });
    await page.getByRole('alert').filter({ hasText: '发布成功' }).waitFor(WAIT);
    await page.screenshot({ path: join(resultsDir, 'e2e-publish-zh.png') });

    // 设置访问权限: the editor opens on 设置 with the default policy, and a group is bound at once.
    await success.getByRole('button', { name: '设置访问权限' }).click();
    await page.waitForURL(`${server.url}/flow/${flowId}`, WAIT);
    await expect.poll(() => selectedTab(page).textContent(), WAIT).toBe('设置');
    expect(await page.evaluate(() => window.localStorage.getItem('flow_publish_type'))).toBeNull();
    const policy = page.getByLabel('访问策略', { exact: true }).first();
    await expect.poll(() => policy.inputValue(), WAIT).toBe('默认策略组');
    await page.getByText('所有用户均可访问').waitFor();
    await policy.click();
    await page.getByRole('option', { name: '客服团队' }).click();
    await page.getByText('访问策略已更新').first().waitFor(WAIT);
    await page.getByText('仅客服团队可用').waitFor();
    expect((await storeOfFlow(server.url, token, flowId)).policy_id).toBe(policyId);
    await page.screenshot({ path: join(resultsDir, 'e2e-publish-settings-zh.png') });

    // 发布历史: the release with its note; 下架应用 asks first, then 下架成功 and the entry 已下架.
    await page.getByRole('button', { name: '发布历史' }).click();
    const history = page.getByRole('dialog', { name: '发布历史' });
    const entries = history.getByRole('listitem');
    await entries.first().waitFor(WAIT);
    expect(await entries.count()).toBe(1);
    expect(await entries.first().innerText()).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\s+已上架\s+首个版本：回答常见问题$/);
    await history.getByRole('button', { name: '下架应用' }).click();
    const confirm = page.getByRole('dialog', { name: '下架应用' });
    const unpublish = confirm.getByRole('button', { name: '下架', exact: true });
    expect(await unpublish.isDisabled()).toBe(true);
    await confirm.getByRole('textbox', { name: '下架说明' }).fill('暂停服务，升级模型');
    await unpublish.click();
    await page.getByText('下架成功').first().waitFor(WAIT);
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(() => entries.count(), WAIT).toBe(2);
    expect(await entries.first().innerText()).toMatch(/已下架\s+暂停服务，升级模型$/);
    expect(await history.getByRole('button', { name: '下架应用' }).isDisabled()).toBe(true);
    await settled(history);
    await page.screenshot({ path: join(resultsDir, 'e2e-publish-history-zh.png') });
    expect(await storeOfFlow(server.url, token, flowId)).toMatchObject({ status_type: 'develop', policy_id: policyId });
    expect(await flowReleasedAt(server.url, token, flowId)).toBeNull();

    // Unpublished: 设置 closes and waits for the next release.
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });
    await expect.poll(() => selectedTab(page).textContent(), WAIT).toBe('编排');
    expect(await page.getByRole('tab', { name: '设置' }).isDisabled()).toBe(true);
  }, 180_000);

  it('publishes in English, and the flow list shows the status the release gives', async () => {
    await page.evaluate(() => window.localStorage.setItem('app-language', 'en'));
    await page.goto(`${server.url}/flow/${flowId}/publish`);
    const note = page.getByRole('textbox', { name: 'Release note' });
    await note.waitFor(WAIT);
    await note.fill('Second release: faster answers');
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const success = page.getByRole('region', { name: 'Published' });
    await success.getByText('The app is published and can be used from the app square.').waitFor(WAIT);
    await page.getByRole('alert').filter({ hasText: 'Published' }).waitFor(WAIT);
    await page.screenshot({ path: join(resultsDir, 'e2e-publish-en.png') });

    await success.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(`${server.url}/flow/${flowId}`, WAIT);
    await page.getByRole('button', { name: 'Publish history' }).click();
    const history = page.getByRole('dialog', { name: 'Publish history' });
    await expect.poll(() => history.getByRole('listitem').count(), WAIT).toBe(3);
    expect(await history.getByRole('listitem').first().innerText()).toMatch(/Published\s+Second release: faster answers$/);
    await settled(history);
    await page.screenshot({ path: join(resultsDir, 'e2e-publish-history-en.png') });
    await page.keyboard.press('Escape');

    // Released and not edited since: Published in the list.
    await page.goto(`${server.url}/flows`);
    const row = page.getByRole('row').filter({ hasText: '客服助手' });
    await row.waitFor(WAIT);
    expect(await row.getByText('Published', { exact: true }).count()).toBe(1);
    expect(journey.pageErrors).toEqual([]);
  }, 180_000);
});
