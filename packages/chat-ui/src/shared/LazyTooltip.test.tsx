import { ActionIcon } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { LazyTooltip, loadTooltips } from './LazyTooltip';

describe('LazyTooltip', () => {
  it('shows the button alone until the tooltips are loaded, then wraps it in a Tooltip', async () => {
    renderUi(
      <LazyTooltip label="发送" withinPortal={false} opened>
        <ActionIcon aria-label="发送">↑</ActionIcon>
      </LazyTooltip>,
    );
    expect(screen.getByRole('button', { name: '发送' })).toBeTruthy();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await act(() => loadTooltips());
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('发送'));
    expect(screen.getByRole('button', { name: '发送' })).toBeTruthy();
  });
});
