import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOSE_MESSAGE } from '../loader/closeMessage';
import { CLOSE_DELAY_MS, closeWindow } from './closeWindow';

describe('closeWindow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks the framing page to close the chat after 500 ms', () => {
    vi.useFakeTimers();
    const parent = { postMessage: vi.fn() };
    const view = { parent, close: vi.fn(), setTimeout: (run: () => void, ms: number) => setTimeout(run, ms) } as unknown as Window;
    closeWindow(view);
    vi.advanceTimersByTime(CLOSE_DELAY_MS - 1);
    expect(parent.postMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(parent.postMessage).toHaveBeenCalledWith(CLOSE_MESSAGE, '*');
    expect(CLOSE_DELAY_MS).toBe(500);
  });

  it('closes the window itself when nothing frames it', () => {
    vi.useFakeTimers();
    const view = { close: vi.fn(), setTimeout: (run: () => void, ms: number) => setTimeout(run, ms) } as unknown as Window & { parent: Window };
    Object.assign(view, { parent: view });
    closeWindow(view);
    vi.advanceTimersByTime(CLOSE_DELAY_MS);
    expect(view.close).toHaveBeenCalled();
  });
});
