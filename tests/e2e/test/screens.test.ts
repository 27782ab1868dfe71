// Every main screen of the console at 1280x800, in Chinese and in English, as a signed-in administrator
// sees it: a screenshot of each (test-results/screenshots/{zh,en}/<screen>.png) and a language check
// (support/languagePurity.ts): English screens show no Chinese character, Chinese screens no Latin
// word outside the allow-list, user data aside; no field's placeholder cut off (support/cutPlaceholders.ts);
// and, signed out, no request the server refuses.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startLlmTestServer, type LlmTestServer } from '@app/llm-test-server';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser';
import { nodes } from '../support/canvas';
import { cutPlaceholders } from '../support/cutPlaceholders';
import { basicPromptingFlow } from '../support/flows';
import { languageImpurities, type UiLanguage } from '../support/languagePurity';
import { apiToken, bindPolicy, createPolicy, describeFlow, release } from '../support/marketplace';
import { resultsDir } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';

const WAIT = { timeout: 30_000 };
const VIEWPORT = { width: 1280, height: 800 };
const APP_NAME = '西湖导游';
/** The Basic Prompting template's card, named in either language while its texts are being translated. */
const TEMPLATE = /^(基础提示词|Basic Prompting)$/;

/** The labels the journey clicks, in each language. */
const LABELS = {
  zh: {
    username: '用户名/手机号/邮箱', password: '密码', signIn: '登录', register: '立即注册', confirmPassword: '确认密码',
    newFlow: '新建', allTemplates: '全部模板', playground: '试运行', flowMenu: '工作流菜单', logs: '日志',
    settingTab: '设置', embedTab: '集成', editTab: '编排', apiIntegration: 'API 集成', apiKeys: 'API密钥', publish: '发布', history: '发布历史',
    policy: '访问策略', userMenu: '用户菜单', account: '我的账户', security: '安全设置', groupsTab: '用户组', failedJobs: '失败任务',
  },
  en: {
    username: 'Username / phone / email', password: 'Password', signIn: 'Sign in', register: 'Sign up', confirmPassword: 'Confirm password',
    newFlow: 'New', allTemplates: 'All templates', playground: 'Playground', flowMenu: 'Flow menu', logs: 'Logs',
    settingTab: 'Settings', embedTab: 'Integration', editTab: 'Edit', apiIntegration: 'API integration', apiKeys: 'API keys', publish: 'Publish', history: 'Publish history',
    policy: 'Access policy', userMenu: 'User menu', account: 'My account', security: 'Security settings', groupsTab: 'User groups', failedJobs: 'Failed jobs',
  },
} satisfies Record<UiLanguage, Record<string, string>>;

interface Journey {
  page: Page;
  language: UiLanguage;
  labels: (typeof LABELS)[UiLanguage];
  findings: string[];
}

/** Saves the screen's screenshot and adds its language findings. */
async function capture(journey: Journey, screen: string): Promise<void> {
  const { page, language } = journey;
  await page.evaluate(() => document.fonts.ready);
  // A dialog still fading in would be saved half-transparent over the page behind it.
  await page.screenshot({ path: join(resultsDir, 'screenshots', language, `${screen}.png`), animations: 'disabled' });
  journey.findings.push(...(await languageImpurities(page, screen, language)), ...(await cutPlaceholders(page, screen)));
}

async function adminId(baseUrl: string, token: string): Promise<string> {
  const answer = (await (await fetch(`${baseUrl}/api/v1/users/whoami`, { headers: { authorization: `Bearer ${token}` } })).json()) as { id?: string; data?: { id: string } };
  const id = answer.data?.id ?? answer.id;
  if (!id) throw new Error(`whoami gave no id: ${JSON.stringify(answer)}`);
  return id;
}

describe('every main screen in Chinese and in English at 1280x800', () => {
  let server: RunningServer;
  let llm: LlmTestServer;
  let browser: Browser;
  let appFlowId: string;
  let storeId: string;

  beforeAll(async () => {
    [server, llm, browser] = await Promise.all([startServer({ env: { FETCH_ALLOWED_HOSTS: '127.0.0.1' } }), startLlmTestServer(), launchBrowser()]);
    const token = await apiToken(server.url, server.adminUsername, server.adminPassword);
    appFlowId = await basicPromptingFlow(server.url, token, llm.baseUrl, APP_NAME);
    await describeFlow(server.url, token, appFlowId, '介绍杭州西湖的景点和游览路线。', ['tool']);
    storeId = await release(server.url, token, appFlowId, '第一版');
    await bindPolicy(server.url, token, storeId, await createPolicy(server.url, token, '导游策略', [await adminId(server.url, token)], []));
  });

  afterAll(async () => {
    await browser?.close();
    await llm?.close();
    await server?.stop();
  });

  it.each(['zh', 'en'] as const)('walks every screen in %s with no text of the other language', async (language) => {
    await mkdir(join(resultsDir, 'screenshots', language), { recursive: true });
    const { context, page } = await openPage(browser, { viewport: VIEWPORT, locale: language === 'zh' ? 'zh-CN' : 'en-US' });
    await context.addInitScript((lang) => window.localStorage.setItem('app-language', lang), language);
    const journey: Journey = { page, language, labels: LABELS[language], findings: [] };
    const { labels } = journey;
    const url = (path: string) => `${server.url}${path}`;

    // Signed out: sign-in and registration, without a refused request in the browser's console (the
    // console learns from its config whether the server signs in automatically).
    const refused = (response: Response) => {
      if (response.status() >= 400) journey.findings.push(`signed out: ${response.status()} ${new URL(response.url()).pathname}`);
    };
    page.on('response', refused);
    await page.goto(url('/login'));
    await page.getByLabel(labels.username).waitFor(WAIT);
    await capture(journey, 'login');
    await page.getByRole('button', { name: labels.register }).click();
    await page.getByLabel(labels.confirmPassword, { exact: true }).waitFor(WAIT);
    await capture(journey, 'register');
    await page.goto(url('/login'));
    await page.getByLabel(labels.username).waitFor(WAIT);
    page.off('response', refused);
    await page.getByLabel(labels.username).fill(server.adminUsername);
    await page.getByLabel(labels.password, { exact: true }).fill(server.adminPassword);
    await page.getByRole('button', { name: labels.signIn, exact: true }).click();
    await page.waitForURL((address) => address.pathname !== '/login', WAIT);

    // The marketplace and the app's chat.
    await page.goto(url('/explore'));
    await page.getByRole('link', { name: APP_NAME }).waitFor(WAIT);
    await capture(journey, 'explore');
    await page.goto(url('/collect'));
    await page.locator('main').waitFor(WAIT);
    await capture(journey, 'collect');
    await page.goto(url(`/chat/bot/${storeId}`));
    await page.getByRole('textbox').first().waitFor(WAIT);
    await capture(journey, 'app-chat');

    // The workspace lists, files and variables.
    await page.goto(url('/all'));
    await page.getByRole('row').nth(1).waitFor(WAIT);
    await capture(journey, 'flows-all');
    await page.goto(url('/components'));
    await page.locator('main').waitFor(WAIT);
    await capture(journey, 'components');
    await page.goto(url('/files'));
    await page.locator('main').waitFor(WAIT);
    await capture(journey, 'files');
    await page.goto(url('/variable'));
    await page.locator('main').waitFor(WAIT);
    await capture(journey, 'global-variables');

    // The new-flow dialog, then the editor with a flow from a template and its sidebar.
    await page.goto(url('/flows'));
    await page.getByRole('button', { name: labels.newFlow, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button').nth(3).waitFor(WAIT);
    await capture(journey, 'new-flow-dialog');
    await dialog.getByText(labels.allTemplates).click();
    await capture(journey, 'new-flow-all-templates');
    await dialog.getByRole('button', { name: TEMPLATE }).first().click();
    await page.waitForURL((address) => address.pathname.startsWith('/flow/'), WAIT);
    await nodes(page).first().waitFor(WAIT);
    // The sidebar with its first category open.
    await page.locator('aside .mantine-Accordion-control').first().click();
    await page.locator('aside [draggable]').first().waitFor(WAIT);
    await capture(journey, 'editor');
    await page.getByRole('button', { name: labels.playground, exact: true }).click();
    await page.getByRole('dialog').waitFor(WAIT);
    await capture(journey, 'playground');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The released app in the editor: execution logs, 设置, 集成, publish page and history, the read-only view.
    await page.goto(url(`/flow/${appFlowId}`));
    await nodes(page).first().waitFor(WAIT);
    await page.getByRole('button', { name: labels.flowMenu }).click();
    await page.getByRole('menuitem', { name: labels.logs }).click();
    await page.getByRole('dialog').waitFor(WAIT);
    await capture(journey, 'execution-logs');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: labels.settingTab }).click();
    await page.getByLabel(labels.policy, { exact: true }).first().waitFor(WAIT);
    await capture(journey, 'flow-settings');
    await page.getByRole('tab', { name: labels.embedTab }).click();
    await page.getByRole('tab', { name: labels.apiIntegration }).waitFor(WAIT);
    await capture(journey, 'integration-web');
    await page.getByRole('tab', { name: labels.apiIntegration }).click();
    await page.getByRole('tab', { name: labels.apiKeys }).click();
    await capture(journey, 'integration-api-keys');
    await page.getByRole('button', { name: labels.history }).click();
    await page.getByRole('dialog').getByRole('listitem').first().waitFor(WAIT);
    await capture(journey, 'publish-history');
    await page.keyboard.press('Escape');
    await page.goto(url(`/flow/${appFlowId}/publish`));
    await page.getByRole('button', { name: labels.publish, exact: true }).waitFor(WAIT);
    await capture(journey, 'publish');
    await page.goto(url(`/flow/${appFlowId}/view`));
    await nodes(page).first().waitFor(WAIT);
    await capture(journey, 'flow-view');
    await page.goto(url(`/playground/${appFlowId}`));
    await page.getByRole('textbox').first().waitFor(WAIT);
    await capture(journey, 'playground-page');

    // The account dialog from the user menu.
    await page.goto(url('/explore'));
    await page.getByRole('button', { name: labels.userMenu }).click();
    await page.getByRole('menuitem', { name: labels.account }).click();
    await page.getByRole('dialog').waitFor(WAIT);
    await capture(journey, 'account-profile');
    await page.getByRole('tab', { name: labels.security }).click();
    await capture(journey, 'account-security');
    await page.keyboard.press('Escape');

    // Administration.
    await page.goto(url('/user'));
    await page.getByRole('row').nth(1).waitFor(WAIT);
    await capture(journey, 'admin-users');
    await page.getByRole('tab', { name: labels.groupsTab }).click();
    await page.getByRole('row').nth(1).waitFor(WAIT);
    await capture(journey, 'admin-user-groups');
    await page.goto(url('/policy'));
    await page.getByRole('row').nth(1).waitFor(WAIT);
    await capture(journey, 'admin-policies');
    await page.goto(url('/failed-jobs'));
    await page.getByRole('heading', { name: labels.failedJobs }).waitFor(WAIT);
    // Loaded: neither the table's loader nor the refresh button's is left.
    await page.locator('main .mantine-Loader-root').first().waitFor({ state: 'detached', ...WAIT });
    await capture(journey, 'admin-failed-jobs');

    // Pages off the menus: the stage placeholder, an unknown address, a malformed flow id.
    await page.goto(url('/stage'));
    await page.locator('main').waitFor(WAIT);
    await capture(journey, 'stage');
    await page.goto(url('/no-such-page'));
    await page.waitForURL((address) => address.pathname === '/explore', WAIT);
    await page.getByRole('link', { name: APP_NAME }).waitFor(WAIT);
    await capture(journey, 'unknown-path');
    await page.goto(url('/flow/not-a-flow-id'));
    await page.waitForURL((address) => address.pathname === '/all', WAIT);
    await page.getByRole('row').nth(1).waitFor(WAIT);
    await capture(journey, 'malformed-flow-id');

    await context.close();
    expect(journey.findings).toEqual([]);
  }, 300_000);
});
