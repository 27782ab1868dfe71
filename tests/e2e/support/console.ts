// Steps of the web console that several journeys share.
import type { Page } from 'playwright-core';

/** Fills and submits the login form already shown (keeping its redirect), or a fresh one. */
export async function submitLogin(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/login') await page.goto(`${baseUrl}/login`);
  await page.getByLabel('用户名/手机号/邮箱').fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

export async function signIn(page: Page, baseUrl: string, username: string, password: string): Promise<void> {
  await submitLogin(page, baseUrl, username, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** 新建 on the flow list, a template from the dialog's tab (快速开始 or 全部模板): the new flow's path. */
export async function newFlowFromTemplate(page: Page, baseUrl: string, tab: '快速开始' | '全部模板', template: string): Promise<string> {
  await page.goto(`${baseUrl}/flows`);
  await page.getByRole('button', { name: '新建', exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (tab === '快速开始') await dialog.getByText(tab).first().waitFor();
  else await dialog.getByText(tab).click();
  await dialog.getByText(template).first().click();
  await page.waitForURL((url) => url.pathname.startsWith('/flow/'));
  return new URL(page.url()).pathname;
}

export async function openUserMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).waitFor();
}

export async function signOut(page: Page): Promise<void> {
  const item = page.getByRole('menuitem', { name: '退出登录' });
  if (!(await item.isVisible())) await openUserMenu(page);
  await item.click();
  await page.waitForURL((url) => url.pathname === '/login');
}

export function colorScheme(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('data-mantine-color-scheme');
}
