import { ApiError, ErrorCode, type FailedJobRead } from '@app/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../test/render';
import { createMemoryAdminApi } from '../testing/memoryAdminApi';
import { refused } from '../testing/refused';
import { adminSeed } from '../testing/seed';
import { FailedJobsPage } from './FailedJobsPage';

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const firstCells = () => screen.getAllByRole('row').slice(1).map((row) => row.querySelector('td')?.textContent);

const job = (n: number, changes: Partial<FailedJobRead> = {}): FailedJobRead => ({
  id: `job-${n}`,
  flow_id: `flow-${n}`,
  flow_name: `流程${n}`,
  owner_id: 'u',
  owner_name: 'lihua',
  status: 'failed',
  reason: null,
  started_at: new Date(Date.UTC(2025, 0, 1, 0, n)).toISOString(),
  ended_at: new Date(Date.UTC(2025, 0, 1, 1, n)).toISOString(),
  ...changes,
});

const withJobs = (failedJobs: FailedJobRead[]) => createMemoryAdminApi({ ...adminSeed(), failedJobs });

describe('failed jobs page (zh)', () => {
  it('lists the newest end first with flow, owner, status, worded reason and times', async () => {
    renderAdmin(<FailedJobsPage />);
    expect(await screen.findByRole('heading', { name: '失败任务' })).toBeTruthy();
    await screen.findByText('合同审查');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['工作流', '发起者', '状态', '原因', '开始时间', '结束时间']);

    const overdue = within(screen.getAllByText('客服问答').map((cell) => cell.closest('tr')!).find((row) => row.textContent?.includes('lihua'))!);
    expect(overdue.getByText('失败')).toBeTruthy();
    expect(overdue.getByText('构建在 300 秒的时限（RUN_TIMEOUT）到达后仍未停止，已被结束。')).toBeTruthy();
    expect(overdue.getAllByText(/^\d{4}-\d{2}-\d{2}$/)).toHaveLength(2);
    expect(overdue.getAllByText(/^\d{2}:\d{2}:\d{2}$/)).toHaveLength(2);

    const byKey = within(rowOf('西湖导游'));
    expect(byKey.getByText('API 密钥')).toBeTruthy();
    expect(byKey.getByText('50000000-0000-4000-8000-000000000090')).toBeTruthy();
    expect(byKey.getByText('中断')).toBeTruthy();
    expect(byKey.getByText('运行此构建的工作进程已无响应，构建已停止。请重新运行。')).toBeTruthy();

    const gone = within(rowOf('工作流已删除'));
    expect(gone.getByText('60000000-0000-4000-8000-000000000003')).toBeTruthy();
    expect(gone.getByText('公开试运行访客')).toBeTruthy();
    expect(gone.getByText('visitor-7f3a')).toBeTruthy();

    const noReason = within(rowOf('合同审查'));
    expect(noReason.getByText('用户已删除')).toBeTruthy();
    expect(noReason.getByText('-')).toBeTruthy();

    expect(firstCells()).toEqual(['合同审查', '客服问答', '工作流已删除60000000-0000-4000-8000-000000000003', '西湖导游', '客服问答']);
    expect(screen.getByText('共 5 条')).toBeTruthy();
  });

  it('offers no retry or other row action', async () => {
    renderAdmin(<FailedJobsPage />);
    await screen.findByText('合同审查');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).not.toContain('重试');
    for (const row of screen.getAllByRole('row').slice(1)) expect(within(row).queryByRole('button')).toBeNull();
  });

  it('shows the English text of a code the catalogue does not know', async () => {
    renderAdmin(<FailedJobsPage />, withJobs([job(1, { reason: { code: 'JOB_SOMETHING_NEW', text: 'Something new went wrong.', params: {} } })]));
    expect(await screen.findByText('Something new went wrong.')).toBeTruthy();
  });

  it('asks the server for one page at a time and pages on', async () => {
    const api = withJobs(Array.from({ length: 17 }, (_, n) => job(n)));
    const list = vi.spyOn(api.failedJobs, 'list');
    renderAdmin(<FailedJobsPage />, api);
    await screen.findByText('流程16');
    expect(list).toHaveBeenLastCalledWith({ page: 1, size: 15 });
    expect(screen.getByText('共 17 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('流程0')).toBeTruthy();
    expect(list).toHaveBeenLastCalledWith({ page: 2, size: 15 });
  });

  it('says 暂无失败任务 when nothing failed, with neither a count nor a pager', async () => {
    renderAdmin(<FailedJobsPage />, withJobs([]));
    expect(await screen.findByText('暂无失败任务')).toBeTruthy();
    expect(screen.queryByText('共 0 条')).toBeNull();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    expect(screen.queryByRole('button', { name: '1' })).toBeNull();
  });

  it('refreshes on demand, showing jobs that failed since', async () => {
    const seed = { ...adminSeed(), failedJobs: [job(1)] };
    const api = createMemoryAdminApi(seed);
    const list = vi.spyOn(api.failedJobs, 'list');
    renderAdmin(<FailedJobsPage />, api);
    await screen.findByText('流程1');
    seed.failedJobs.push(job(2, { status: 'interrupted' }));
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('流程2')).toBeTruthy();
    expect(list).toHaveBeenCalledTimes(2);
  });

  it('reports a failed load, says the table could not load, and loads again on refresh', async () => {
    const api = withJobs([job(1)]);
    const working = api.failedJobs.list;
    api.failedJobs.list = async () => {
      throw new ApiError({ status: 503, path: '/api/v1/failed-jobs', message: 'Service Unavailable' });
    };
    const { notify } = renderAdmin(<FailedJobsPage />, api);
    expect(await screen.findByText('无法加载失败任务，请点击刷新重试')).toBeTruthy();
    expect(screen.queryByText('暂无失败任务')).toBeNull();
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '拉取失败任务列表失败', list: ['请稍后再试'] });
    api.failedJobs.list = working;
    fireEvent.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('流程1')).toBeTruthy();
  });

  it('words a refusal by its code (没有权限 for someone no longer an administrator)', async () => {
    const api = createMemoryAdminApi();
    vi.spyOn(api.failedJobs, 'list').mockRejectedValue(refused(ErrorCode.FORBIDDEN, 'Forbidden', '/api/v1/failed-jobs'));
    const { notify } = renderAdmin(<FailedJobsPage />, api);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ kind: 'error', title: '拉取失败任务列表失败', list: ['没有权限'] }));
  });
});

describe('failed jobs page (en)', () => {
  it('words the columns, owners, statuses and reasons in English', async () => {
    renderAdmin(<FailedJobsPage />, createMemoryAdminApi(), undefined, 'en');
    expect(await screen.findByRole('heading', { name: 'Failed jobs' })).toBeTruthy();
    await screen.findByText('合同审查');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Flow', 'Started by', 'Status', 'Reason', 'Started', 'Ended']);
    const byKey = within(rowOf('西湖导游'));
    expect(byKey.getByText('API key')).toBeTruthy();
    expect(byKey.getByText('Interrupted')).toBeTruthy();
    expect(byKey.getByText('The worker running this build stopped responding, so the build was stopped. Run it again.')).toBeTruthy();
    const gone = within(rowOf('Flow deleted'));
    expect(gone.getByText('Public playground visitor')).toBeTruthy();
    expect(gone.getByText('Failed')).toBeTruthy();
    expect(within(rowOf('合同审查')).getByText('User deleted')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('says No failed jobs, and Could not load… after a failure', async () => {
    const { unmount } = renderAdmin(<FailedJobsPage />, withJobs([]), undefined, 'en');
    expect(await screen.findByText('No failed jobs')).toBeTruthy();
    unmount();
    const api = createMemoryAdminApi();
    api.failedJobs.list = async () => {
      throw new Error('down');
    };
    const { notify } = renderAdmin(<FailedJobsPage />, api, undefined, 'en');
    expect(await screen.findByText('Could not load the failed jobs; press Refresh to try again')).toBeTruthy();
    expect(notify).toHaveBeenCalledWith({ kind: 'error', title: 'Failed to load the failed jobs', list: ['Please try again later'] });
  });
});
