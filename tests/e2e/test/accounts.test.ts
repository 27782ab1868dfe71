import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { startTestMailServer, verificationCodeIn, type TestMailServer } from '@app/server/testing';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokenOf, solidPng, whoamiStatus } from '../support/accounts';
import { launchBrowser, openPage } from '../support/browser';
import { signIn, submitLogin } from '../support/console';
import { resultsDir } from '../support/paths';
import { startServer, type RunningServer } from '../support/server';

const newcomer = {
  username: 'newcomer_e2e',
  nickname: '新来的同事',
  email: 'newcomer@example.com',
  password: 'Newcomer#2025',
};
const group = { name: '测试部', description: '端到端测试建立的用户组' };
const policy = { name: '测试部可用', description: '测试部成员可以使用的应用' };

/** Where the server keeps uploaded and generated pictures. */
const STORED_IMAGE = /^\/api\/v1\/files\/public\/\S+$/;

interface ShownImage {
  src: string | null;
  width: number;
}

/** The image the browser has decoded, or null while there is none (Mantine avatars then show initials). */
function shownImage(image: Locator): Promise<ShownImage | null> {
  return image
    .evaluate((element) => {
      const image = element as HTMLImageElement;
      return image.complete && image.naturalWidth > 0 ? { src: image.getAttribute('src'), width: image.naturalWidth } : null;
    })
    .catch(() => null);
}

/** Picks an option of a Mantine MultiSelect, then leaves the field so its dropdown closes. */
async function pick(page: Page, field: Locator, option: string, leaveTo: Locator): Promise<void> {
  await field.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await leaveTo.click();
  await page.getByRole('option', { name: option, exact: true }).waitFor({ state: 'hidden' });
}

async function register(page: Page, baseUrl: string, mail: TestMailServer): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: '立即注册' }).click();
  await page.getByRole('heading', { name: '注册账号' }).waitFor();

  await page.getByLabel('用户名', { exact: true }).fill(newcomer.username);
  await page.getByLabel('昵称', { exact: true }).fill(newcomer.nickname);
  const email = page.getByRole('group', { name: '邮箱' });
  await email.getByLabel('邮箱', { exact: true }).fill(newcomer.email);
  await email.getByRole('button', { name: '获取验证码' }).click();
  // The countdown starts with the send; the mail can arrive before the browser has the server's
  // answer, and a code typed before that answer counts as not requested yet (请先获取验证码).
  const countdown = email.getByRole('button', { name: /^\d+秒后重新获取$/ });
  await countdown.waitFor();
  await expect.poll(() => countdown.getAttribute('data-loading')).toBeNull();
  const code = verificationCodeIn(await mail.nextMessageTo(newcomer.email));
  const codeInput = email.getByLabel('邮箱验证码');
  await codeInput.fill(code);
  await email.getByRole('button', { name: '验证', exact: true }).click();
  await email.getByRole('img', { name: '已验证' }).waitFor();
  expect(await codeInput.isEditable()).toBe(false);
  expect(await codeInput.inputValue()).toBe(code);

  await page.getByLabel('密码', { exact: true }).fill(newcomer.password);
  await page.getByLabel('确认密码', { exact: true }).fill(newcomer.password);

  // Both ways to a profile image: the uploaded 16 px picture, then the server's 128 px one made from the nickname.
  const avatar = page.getByRole('img', { name: '用户图标' });
  await page.getByLabel('上传图片').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: solidPng(16, [34, 139, 230]) });
  await expect.poll(() => shownImage(avatar)).toEqual({ src: expect.stringMatching(STORED_IMAGE), width: 16 });
  await page.getByRole('button', { name: '生成图片' }).click();
  await expect.poll(() => shownImage(avatar)).toEqual({ src: expect.stringMatching(STORED_IMAGE), width: 128 });

  await page.getByRole('checkbox', { name: /服务条款/ }).check();
  await page.getByRole('button', { name: '注册', exact: true }).click();
  await page.getByText('注册成功，返回登录').waitFor();
  await page.getByRole('heading', { name: '欢迎登录' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/login');
}

async function createUserGroup(page: Page): Promise<void> {
  await page.getByRole('tab', { name: '用户组' }).click();
  await page.getByRole('button', { name: '创建用户组' }).click();
  const dialog = page.getByRole('dialog', { name: '创建用户组' });
  await dialog.getByLabel('用户组名称').fill(group.name);
  await dialog.getByLabel('描述').fill(group.description);
  await dialog.getByRole('button', { name: '保存' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('row').filter({ hasText: group.name }).filter({ hasText: group.description }).waitFor();
}

/** The newcomer's row of the 用户 tab, found through the search box. */
async function searchNewcomer(page: Page): Promise<Locator> {
  await page.getByRole('tab', { name: '用户', exact: true }).click();
  await page.getByRole('textbox', { name: '搜索用户名、昵称、手机号或邮箱' }).fill(newcomer.username);
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByText('共 1 条').waitFor();
  const row = page.getByRole('row').filter({ hasText: newcomer.username });
  await row.waitFor();
  return row;
}

async function bindNewcomerToGroup(page: Page): Promise<void> {
  const row = await searchNewcomer(page);
  const bind = page.getByRole('button', { name: '批量绑定用户组' });
  expect(await bind.isEnabled()).toBe(false);
  await row.getByRole('checkbox', { name: `选择用户 ${newcomer.nickname}` }).check();
  await bind.click();
  const drawer = page.getByRole('dialog', { name: '批量绑定用户组' });
  await drawer.getByText('已选用户（1）').waitFor();
  await pick(page, drawer.getByLabel('用户组'), group.name, drawer.getByText('已选用户（1）'));
  await drawer.getByRole('button', { name: '确定' }).click();
  // A click dismisses the toast, which would otherwise cover the drawers' close buttons for 5 s.
  const toast = page.getByText('绑定用户组成功');
  await toast.click();
  await toast.waitFor({ state: 'hidden' });
  await drawer.waitFor({ state: 'hidden' });
  await row.getByText(`所有用户、${group.name}`).waitFor();
}

async function createPolicyForGroup(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '权限策略' }).click();
  await page.getByRole('heading', { name: '权限策略' }).waitFor();
  await page.getByRole('button', { name: '创建', exact: true }).click();
  const drawer = page.getByRole('dialog', { name: '创建策略组' });
  await drawer.getByLabel('策略组名称').fill(policy.name);
  await drawer.getByLabel('策略组描述').fill(policy.description);
  await pick(page, drawer.getByLabel('允许访问'), group.name, drawer.getByLabel('策略组名称'));
  await drawer.getByRole('button', { name: '保存' }).click();
  await drawer.waitFor({ state: 'hidden' });

  const row = page.getByRole('row').filter({ hasText: policy.name });
  await row.getByText(policy.description).waitFor();
  await row.getByRole('button', { name: '详情' }).click();
  const detail = page.getByRole('dialog', { name: '策略组详情' });
  await detail.getByText(policy.description).waitFor();
  // The group is the one entry: allowed; nobody is denied (无).
  await detail.getByText(group.name, { exact: true }).waitFor();
  await detail.getByText('无', { exact: true }).waitFor();
  await detail.getByText('暂无绑定智能体').waitFor();
  await detail.getByRole('button', { name: '关闭' }).click();
  await detail.waitFor({ state: 'hidden' });
}

async function disableNewcomer(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: '主菜单' }).getByRole('link', { name: '用户管理' }).click();
  const row = await searchNewcomer(page);
  const toggle = row.getByRole('switch', { name: `启用或停用用户 ${newcomer.nickname}` });
  expect(await toggle.isChecked()).toBe(true);
  // Keyboard toggle: Mantine draws the track over the (focusable) input, which takes no clicks itself.
  await toggle.press('Space');
  await expect.poll(() => toggle.isChecked()).toBe(false);
  await expect.poll(() => toggle.isEnabled()).toBe(true);
}

/** The whole user list again: the administrator (whose own switch is locked) and the disabled newcomer. */
async function listAllUsers(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: '搜索用户名、昵称、手机号或邮箱' }).fill('');
  await page.getByRole('button', { name: '搜索', exact: true }).click();
  await page.getByText('共 2 条').waitFor();
}

describe('accounts journey', () => {
  let server: RunningServer;
  let mail: TestMailServer;
  let browser: Browser;

  beforeAll(async () => {
    mail = await startTestMailServer();
    server = await startServer({ env: mail.env });
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await mail?.close();
  });

  it('registers with a verified email, is grouped and allowed by the administrator, then disabled and sent to sign-in', { timeout: 90_000 }, async () => {
    const user = await openPage(browser);
    const pageErrors: string[] = [];
    user.page.on('pageerror', (error) => pageErrors.push(error.message));

    await register(user.page, server.url, mail);
    await signIn(user.page, server.url, newcomer.username, newcomer.password);
    expect(new URL(user.page.url()).pathname).toBe('/explore');
    const userMenu = user.page.getByRole('navigation', { name: '主菜单' });
    await userMenu.getByText('应用广场').waitFor();
    expect(await userMenu.getByText('管理平台').count()).toBe(0);
    expect(await userMenu.getByText('工作空间').count()).toBe(0);
    const userMenuButton = user.page.getByRole('button', { name: '用户菜单' });
    await userMenuButton.getByText('普通用户').waitFor();
    await expect.poll(() => shownImage(userMenuButton.locator('img'))).toEqual({ src: expect.stringMatching(STORED_IMAGE), width: 128 });
    const userToken = await accessTokenOf(user.context);
    expect(userToken).toBeTruthy();
    expect(await whoamiStatus(server.url, userToken!)).toBe(200);

    const admin = await openPage(browser);
    admin.page.on('pageerror', (error) => pageErrors.push(error.message));
    await admin.page.goto(`${server.url}/user`);
    await admin.page.waitForURL((url) => url.pathname === '/login');
    await signIn(admin.page, server.url, server.adminUsername, server.adminPassword);
    expect(new URL(admin.page.url()).pathname).toBe('/user');
    await createUserGroup(admin.page);
    await bindNewcomerToGroup(admin.page);
    await createPolicyForGroup(admin.page);
    await disableNewcomer(admin.page);
    await listAllUsers(admin.page);
    await mkdir(resultsDir, { recursive: true });
    await admin.page.screenshot({ path: join(resultsDir, 'e2e-accounts.png') });

    expect(await whoamiStatus(server.url, userToken!)).toBe(401);
    // The user's open console makes its next call (a nickname change): refused, the refresh is
    // refused too, and the session ends on the login screen.
    await userMenuButton.click();
    await user.page.getByRole('menuitem', { name: '我的账户' }).click();
    const account = user.page.getByRole('dialog', { name: '我的账户' });
    await account.getByRole('button', { name: '修改昵称' }).click();
    await account.getByRole('textbox', { name: '昵称' }).fill('改不了的昵称');
    await account.getByRole('button', { name: '保存昵称' }).click();
    await user.page.waitForURL((url) => url.pathname === '/login');
    // An ended session (not a sign-out) brings the user back to where they were after signing in.
    expect(new URL(user.page.url()).searchParams.get('redirect')).toBe('/explore');
    await user.page.getByRole('heading', { name: '欢迎登录' }).waitFor();
    expect(await accessTokenOf(user.context)).toBeUndefined();

    await submitLogin(user.page, server.url, newcomer.username, newcomer.password);
    await user.page.getByText('登录失败').waitFor();
    await user.page.getByText('用户已被删除或停用').waitFor();
    expect(new URL(user.page.url()).pathname).toBe('/login');

    expect(pageErrors).toEqual([]);
    await admin.context.close();
    await user.context.close();
  });
});
