import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderMarketplace } from '../test/render';
import { sampleApps } from '../testing/memoryMarketplaceApi';
import { APP_CARD_HEIGHT, AppCard } from './AppCard';

const [app] = sampleApps(1);

describe('AppCard', () => {
  it('is 215 px high, shows 编辑于 for an app that is not published, and opens with Enter', () => {
    const onOpen = vi.fn();
    const onToggleFavourite = vi.fn();
    renderMarketplace(<AppCard app={{ ...app!, status_type: 'develop', released_at: null, updated_at: '2026-04-02T00:00:00.000Z', description: null }} onOpen={onOpen} onToggleFavourite={onToggleFavourite} />);
    const card = screen.getByRole('link', { name: '旅行规划助手' });
    expect(APP_CARD_HEIGHT).toBe(215);
    expect(card.style.height).toBe('calc(13.4375rem * var(--mantine-scale))');
    expect(screen.getByText(/^编辑于 2026-04-0[12] \d\d:\d\d$/)).toBeTruthy();
    expect(screen.getByText('暂无描述')).toBeTruthy();
    fireEvent.keyDown(card, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(app!.id);
    fireEvent.click(screen.getByRole('button', { name: '取消收藏' }));
    expect(onToggleFavourite).toHaveBeenCalledOnce();
    expect(onOpen).toHaveBeenCalledOnce();
  });
});
