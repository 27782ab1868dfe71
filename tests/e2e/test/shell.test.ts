import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE, SESSION_COOKIES, SIGNED_IN_COOKIE } from '../support/accounts';
import { launchBrowser, openPage } from '../support/browser';
import { colorScheme, openUserMenu, signIn, signOut, submitLogin } from '../support/console';
import { resultsDir } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';

describe('console shell journey', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ env: { HELP_URL: 'https://docs.example.com', SOCIAL_URL: 'https://example.com/follow' } });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs the administrator in with tokens scripts cannot read, keeps the session and the dark theme over a reload (one refresh) and signs out', async () => {
    const { context, page } = await openPage(browser);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(`${server.url}/user`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user');

    await submitLogin(page, server.url, server.adminUsername, 'Not-The-Password1');
    await page.getByText('登录失败').waitFor();
    await page.getByText('用户名或密码错误').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await signIn(page, server.url, server.adminUsername, server.adminPassword);
    expect(new URL(page.url()).pathname).toBe('/user');
    const menu = page.getByRole('navigation', { name: '主菜单' });
    await menu.getByText('管理平台').waitFor();
    await menu.getByText('用户管理').waitFor();
    await page.getByRole('button', { name: '用户菜单' }).getByText('管理员').waitFor();
    // The page's scripts see only the signed-in marker; the browser holds the tokens' cookies.
    const readable = async () => (await page.evaluate(() => document.cookie)).split('; ').map((pair) => pair.split('=')[0]);
    expect(await readable()).toContain(SIGNED_IN_COOKIE);
    expect(await readable()).not.toContain(ACCESS_TOKEN_COOKIE);
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(expect.arrayContaining(SESSION_COOKIES));

    await page.getByTestId('theme-dark').click();
    await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'dark');
    // After the reload the token in memory is gone: the first calls share one refresh.
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/refresh') refreshes.push(request.method());
    });
    await page.reload();
    await menu.getByText('管理平台').waitFor();
    await page.waitForLoadState('networkidle');
    expect(refreshes).toEqual(['POST']);
    expect(await colorScheme(page)).toBe('dark');

    await mkdir(resultsDir, { recursive: true });
    await page.screenshot({ path: join(resultsDir, 'e2e-shell.png') });

    await openUserMenu(page);
    await page.getByText(/^版本 \d/).waitFor();
    await signOut(page);
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect((await context.cookies()).filter((cookie) => SESSION_COOKIES.includes(cookie.name))).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });

  it('keeps two tabs signed in when both reload at once: their refreshes take turns', async () => {
    const { context, page: first } = await openPage(browser);
    await signIn(first, server.url, server.adminUsername, server.adminPassword);
    const second = await context.newPage();
    await second.goto(`${server.url}/user`);
    const adminMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' }).getByText('管理平台');
    await adminMenu(second).waitFor();

    // The first refresh to arrive is held until the other tab is seen waiting for its turn.
    let answerFirst: () => void = () => {};
    const firstMayGo = new Promise<void>((resolve) => (answerFirst = resolve));
    const refreshingTabs: Page[] = [];
    await context.route('**/api/v1/refresh', async (route) => {
      if (refreshingTabs.push(route.request().frame().page()) === 1) await firstMayGo;
      await route.continue();
    });
    await Promise.all([first.reload(), second.reload()]);
    await expect.poll(() => refreshingTabs.length).toBe(1);
    const waiting = refreshingTabs[0] === first ? second : first;
    await expect.poll(() => waiting.evaluate(async () => (await navigator.locks.query()).pending?.length)).toBe(1);
    expect(refreshingTabs).toHaveLength(1);

    answerFirst();
    await Promise.all([adminMenu(first).waitFor(), adminMenu(second).waitFor()]);
    expect(refreshingTabs).toHaveLength(2);
    // Neither refresh looked like a stolen token: the session goes on.
    await first.reload();
    await adminMenu(first).waitFor();
    await context.close();
  });
});
