import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeServices, developerUser, fakeConfig, normalUser } from '../test/fakeServices';
import { renderRoutes } from '../test/renderApp';

describe('workspace pages', () => {
  // The lazy route loads the flow editor package; loading it once here keeps the first test's
  // waits about the page, not about a cold import on a busy machine.
  beforeAll(async () => {
    await import('./WorkspacePages');
  }, 30_000);

  it('shows the global variables at /variable to a developer, credentials masked', async () => {
    renderRoutes('/variable', createFakeServices({ user: developerUser }));
    expect(await screen.findByRole('heading', { name: '全局变量', level: 3 })).toBeTruthy();
    const row = (await screen.findByText('OPENAI_API_KEY')).closest('tr')!;
    expect(within(row).getByText('凭证')).toBeTruthy();
    expect(within(row).getByText('••••••••')).toBeTruthy();
  });

  it('shows the developer’s knowledge bases at /knowledge and deletes one', async () => {
    const services = createFakeServices({ user: developerUser });
    renderRoutes('/knowledge', services);
    expect(await screen.findByRole('heading', { name: '知识库', level: 3 })).toBeTruthy();
    const row = (await screen.findByText('manuals')).closest('tr')!;
    expect(within(row).getByText('text-embedding-3-small')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: '删除知识库' })).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('manuals')).toBeNull());
  });

  it('keeps an ordinary user away from /knowledge', async () => {
    const view = renderRoutes('/knowledge', createFakeServices({ user: normalUser }));
    await waitFor(() => expect(view.location()).not.toBe('/knowledge'));
    expect(screen.queryByText('manuals')).toBeNull();
  });

  it('keeps an ordinary user away from /variable', async () => {
    const view = renderRoutes('/variable', createFakeServices({ user: normalUser }));
    await waitFor(() => expect(view.location()).not.toBe('/variable'));
    expect(screen.queryByText('OPENAI_API_KEY')).toBeNull();
  });

  it('shows 我的文件 at /files with the user’s files and the server’s upload limit', async () => {
    const services = createFakeServices({ user: developerUser, config: { ...fakeConfig, max_file_size_upload: 1 } });
    renderRoutes('/files', services);
    expect(await screen.findByRole('heading', { name: '我的文件', level: 3 })).toBeTruthy();
    expect(await screen.findByText('产品手册')).toBeTruthy();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File([new Uint8Array(1024 * 1024 + 1)], '大.pdf')] } });
    });
    expect(services.notifications.getState().notifications).toEqual([expect.objectContaining({ kind: 'error', title: '文件 大.pdf 超过 1 MB，请选择更小的文件' })]);
  });

  it('reports variable-call failures through the console notifications', async () => {
    const services = createFakeServices({ user: developerUser });
    services.flowEditor.variables.list = async () => {
      throw new Error('down');
    };
    renderRoutes('/variable', services);
    expect(await screen.findByText('暂无全局变量')).toBeTruthy();
    expect(services.notifications.getState().notifications).toEqual([expect.objectContaining({ kind: 'error', title: '获取全局变量失败', list: ['未知异常'] })]);
  });
});
