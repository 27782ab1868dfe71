import { deferred, renderWithProviders } from '@app/ui-testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

function setup(onConfirm: () => Promise<unknown>, locale?: 'zh' | 'en') {
  const onClose = vi.fn();
  renderWithProviders(<ConfirmDialog opened title="删除用户" message="删除后将无法恢复。" onConfirm={onConfirm} onClose={onClose} />, { locale });
  return { onClose };
}

describe('ConfirmDialog', () => {
  it('shows the title and message with cancel and delete, in the reader’s language', () => {
    setup(async () => undefined, 'en');
    expect(screen.getByText('删除用户')).toBeTruthy();
    expect(screen.getByText('删除后将无法恢复。')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeTruthy();
  });

  it('closes on cancel without confirming', () => {
    const onConfirm = vi.fn(async () => undefined);
    const { onClose } = setup(onConfirm);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open and busy until the action settles, then closes', async () => {
    const action = deferred<void>();
    const { onClose } = setup(() => action.promise);
    fireEvent.click(screen.getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '删除' }).hasAttribute('data-loading')).toBe(true));
    expect((screen.getByRole('button', { name: '取消' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onClose).not.toHaveBeenCalled();
    action.resolve();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: '删除' }).hasAttribute('data-loading')).toBe(false);
  });
});
