import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, createFakeServices } from '../test/fakeServices';
import { renderRoutes } from '../test/renderApp';

describe('administration pages', () => {
  it('shows user management at /user with the users of the admin calls', async () => {
    renderRoutes('/user', createFakeServices({ user: adminUser }));
    expect(await screen.findByRole('tab', { name: '用户' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '用户组' })).toBeTruthy();
    expect(await screen.findByText('tangkai')).toBeTruthy();
    expect(screen.getByRole('button', { name: '批量绑定用户组' })).toHaveProperty('disabled', true);
  });

  it('shows the policy groups at /policy', async () => {
    renderRoutes('/policy', createFakeServices({ user: adminUser }));
    const main = await screen.findByRole('heading', { name: '权限策略', level: 3 });
    expect(main).toBeTruthy();
    const row = (await screen.findByText('默认策略组')).closest('tr')!;
    expect(within(row).getByText('所有')).toBeTruthy();
  });

  it('shows the failed jobs at /failed-jobs, reasons worded from their codes', async () => {
    renderRoutes('/failed-jobs', createFakeServices({ user: adminUser }));
    expect(await screen.findByRole('heading', { name: '失败任务', level: 3 })).toBeTruthy();
    const row = (await screen.findByText('西湖导游')).closest('tr')!;
    expect(within(row).getByText('API 密钥')).toBeTruthy();
    expect(within(row).getByText('中断')).toBeTruthy();
    expect(within(row).getByText('运行此构建的工作进程已无响应，构建已停止。请重新运行。')).toBeTruthy();
  });

  it('reports admin-call failures through the console notifications', async () => {
    const services = createFakeServices({ user: adminUser });
    services.admin.policies.list = async () => {
      throw new Error('down');
    };
    renderRoutes('/policy', services);
    expect(await screen.findByText('拉取策列列表失败')).toBeTruthy();
    expect(services.notifications.getState().notifications).toEqual([expect.objectContaining({ kind: 'error', title: '拉取策列列表失败', list: ['请稍后再试'] })]);
  });
});
