import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { adminUser, createFakeServices, developerUser, normalUser } from '../test/fakeServices';
import { renderRoutes, type RenderedRoutes } from '../test/renderApp';

/** The router loads a page's lazy module (the flow editor's is large) before it redirects. */
async function settlesAt(view: RenderedRoutes, expected: string) {
  await waitFor(() => expect(view.location()).toBe(expected));
}

describe('route guards', () => {
  it('sends a signed-out visitor of a protected page to /login with a way back', async () => {
    const view = renderRoutes('/flows/folder/abc?page=2', createFakeServices());
    await settlesAt(view, `/login?redirect=${encodeURIComponent('/flows/folder/abc?page=2')}`);
    expect(await screen.findByRole('button', { name: '登录' })).toBeTruthy();
  });

  it('opens a protected page without the sign-in screen when the server signs in automatically (AUTO_LOGIN)', async () => {
    const view = renderRoutes('/flows', createFakeServices({ autoLogin: true, loginAs: developerUser }));
    await settlesAt(view, '/flows');
  });

  it('sends a signed-out visitor of / to /login without a redirect', async () => {
    const view = renderRoutes('/', createFakeServices());
    await settlesAt(view, '/login');
  });

  it('sends a signed-in user away from /login to the redirect target', async () => {
    const view = renderRoutes('/login?redirect=%2Fvariable', createFakeServices({ user: developerUser }));
    await settlesAt(view, '/variable');
  });

  it('sends a signed-in user away from /login to /explore without a redirect', async () => {
    const view = renderRoutes('/login', createFakeServices({ user: normalUser }));
    await settlesAt(view, '/explore');
  });

  it('never follows a redirect to another site', async () => {
    const view = renderRoutes('/login?redirect=%2F%2Fevil.example.com', createFakeServices({ user: normalUser }));
    await settlesAt(view, '/explore');
  });

  it('sends unknown paths to / and from there to /explore', async () => {
    const view = renderRoutes('/no/such/page', createFakeServices({ user: normalUser }));
    await settlesAt(view, '/explore');
  });

  it('sends a signed-out visitor of an app’s chat to /login with a way back', async () => {
    const view = renderRoutes('/chat/bot/123?is_header=false', createFakeServices());
    await settlesAt(view, `/login?redirect=${encodeURIComponent('/chat/bot/123?is_header=false')}`);
  });

  it('leads /home to the marketplace', async () => {
    const view = renderRoutes('/home', createFakeServices({ user: normalUser }));
    await settlesAt(view, '/explore');
    expect(await screen.findByRole('heading', { name: '应用广场' })).toBeTruthy();
  });

  it.each([
    ['/flows', normalUser, '/explore'],
    ['/variable', normalUser, '/explore'],
    ['/files', normalUser, '/explore'],
    ['/flows', developerUser, '/flows'],
    ['/components/folder/x', developerUser, '/components/folder/x'],
    ['/user', developerUser, '/explore'],
    ['/policy', developerUser, '/explore'],
    ['/failed-jobs', developerUser, '/explore'],
    ['/failed-jobs', normalUser, '/explore'],
    ['/user', adminUser, '/user'],
    ['/policy', adminUser, '/policy'],
    ['/failed-jobs', adminUser, '/failed-jobs'],
    ['/collect', normalUser, '/collect'],
    ['/explore/%E5%85%A8%E9%83%A8', normalUser, '/explore/%E5%85%A8%E9%83%A8'],
  ])('gates %s by role (%s)', async (path, user, expected) => {
    const view = renderRoutes(path, createFakeServices({ user }));
    await settlesAt(view, expected);
    await screen.findByRole('navigation');
  });

  it('shows the placeholder text on /stage', async () => {
    renderRoutes('/stage', createFakeServices({ user: normalUser }));
    expect(await screen.findByText('待开发')).toBeTruthy();
  });

  it('lands on /login without a redirect after signing out', async () => {
    const services = createFakeServices({ user: adminUser });
    const view = renderRoutes('/user', services);
    await screen.findByRole('navigation');
    await act(() => services.session.getState().logout());
    await settlesAt(view, '/login');
  });

  it('returns to /login with a redirect when the session expires', async () => {
    const services = createFakeServices({ user: adminUser });
    const view = renderRoutes('/policy', services);
    await screen.findByRole('navigation');
    act(() => services.session.getState().expire());
    await settlesAt(view, '/login?redirect=%2Fpolicy');
  });
});

describe('side menu', () => {
  it('shows every group to an administrator', async () => {
    renderRoutes('/explore', createFakeServices({ user: adminUser }));
    await screen.findByRole('navigation');
    const menu = screen.getByRole('navigation');
    for (const label of ['应用广场', '我的收藏', '工作空间', '工作流', '全局变量', '管理平台', '用户管理', '权限策略', '失败任务']) {
      expect(within(menu).getByText(label)).toBeTruthy();
    }
  });

  it('shows the workspace but not the management group to a developer', async () => {
    renderRoutes('/explore', createFakeServices({ user: developerUser }));
    await screen.findByRole('navigation');
    expect(screen.getByText('工作空间')).toBeTruthy();
    expect(screen.queryByText('管理平台')).toBeNull();
  });

  it('shows only the marketplace group to an ordinary user', async () => {
    renderRoutes('/explore', createFakeServices({ user: normalUser }));
    const menu = await screen.findByRole('navigation');
    expect(within(menu).getByText('应用广场')).toBeTruthy();
    expect(within(menu).getByText('我的收藏')).toBeTruthy();
    expect(screen.queryByText('工作空间')).toBeNull();
    expect(screen.queryByText('管理平台')).toBeNull();
  });
});

describe('first load', () => {
  it('shows the loader while the first page loads, with no router warning in the console', async () => {
    const warn = vi.spyOn(console, 'warn');
    const view = renderRoutes('/stage', createFakeServices({ user: normalUser }));
    expect(screen.getByRole('status', { name: /加载中/ })).toBeTruthy();
    await screen.findByText('待开发');
    expect(view.location()).toBe('/stage');
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback/);
    warn.mockRestore();
  });
});

describe('page titles', () => {
  it.each([
    ['/explore', '应用广场'],
    ['/all', '工作流'],
    ['/components', '工作流'],
    ['/user', '用户管理'],
  ])('names %s in the browser tab and marks its menu item', async (path, name) => {
    renderRoutes(path, createFakeServices({ user: adminUser }));
    const menu = await screen.findByRole('navigation');
    await waitFor(() => expect(document.title).toBe(`${name} - AI 工作流平台`));
    expect(within(menu).getByText(name).closest('a')?.hasAttribute('data-active')).toBe(true);
  });

  it('names the files page, which has no menu item', async () => {
    renderRoutes('/files', createFakeServices({ user: adminUser }));
    await waitFor(() => expect(document.title).toBe('我的文件 - AI 工作流平台'));
  });

  it('names an app’s chat after the app', async () => {
    renderRoutes('/chat/bot/00000000-0000-4000-8000-000000000001', createFakeServices({ user: normalUser }));
    await waitFor(() => expect(document.title).toBe('旅行规划助手 - AI 工作流平台'), { timeout: 10_000 });
  });

  it('names the playground after its flow, also the public one', async () => {
    const owner = createFakeServices({ user: developerUser });
    const flow = await owner.flowEditor.flows.create({ name: '客服助手', data: { nodes: [], edges: [] } });
    await owner.flowEditor.flows.update(flow.id, { access_type: 'PUBLIC' });
    const view = renderRoutes(`/playground/${flow.id}`, owner);
    await waitFor(() => expect(document.title).toBe('客服助手 - AI 工作流平台'), { timeout: 10_000 });
    view.unmount();

    const visitor = { ...createFakeServices(), flowEditor: owner.flowEditor };
    visitor.publicPlayground = { ...visitor.publicPlayground, flow: (id) => owner.flowEditor.flows.getPublic(id) };
    renderRoutes(`/playground/${flow.id}`, visitor);
    await waitFor(() => expect(document.title).toBe('客服助手 - AI 工作流平台'), { timeout: 10_000 });
  });
});
