import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('signs the administrator in, keeps the dark theme over a reload and signs out', async () => {
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

    await page.getByTestId('theme-dark').click();
    await page.waitForFunction(() => document.documentElement.dataset.mantineColorScheme === 'dark');
    await page.reload();
    await menu.getByText('管理平台').waitFor();
    expect(await colorScheme(page)).toBe('dark');

    await mkdir(resultsDir, { recursive: true });
    await page.screenshot({ path: join(resultsDir, 'e2e-shell.png') });

    await openUserMenu(page);
    await page.getByText(/^版本 \d/).waitFor();
    await signOut(page);
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
