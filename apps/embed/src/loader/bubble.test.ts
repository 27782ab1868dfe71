import { afterEach, describe, expect, it } from 'vitest';
import { mountBubble } from './bubble';
import { CLOSE_MESSAGE } from './closeMessage';

const config = { origin: 'https://ai.example.com', iframeSrc: 'https://ai.example.com/rest/bot?id=s1&api_key=c1' };
const texts = { open: '打开聊天', close: '关闭聊天', title: '智能助手' };

function post(data: unknown, origin: string) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

describe('mountBubble', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('adds only the button until the first open, then the chat page in an iframe', () => {
    const bubble = mountBubble(config, texts);
    expect(bubble.button.getAttribute('aria-label')).toBe('打开聊天');
    expect(document.querySelector('iframe')).toBeNull();
    bubble.button.click();
    const frame = document.querySelector('iframe');
    expect(frame?.src).toBe(config.iframeSrc);
    expect(frame?.title).toBe('智能助手');
    expect(bubble.isOpen()).toBe(true);
    expect(bubble.button.getAttribute('aria-label')).toBe('关闭聊天');
    expect(bubble.button.getAttribute('aria-expanded')).toBe('true');
  });

  it('folds the window away on a second click and keeps the conversation’s iframe', () => {
    const bubble = mountBubble(config, texts);
    bubble.button.click();
    const frame = document.querySelector('iframe');
    bubble.button.click();
    expect(bubble.isOpen()).toBe(false);
    expect(frame?.parentElement?.style.display).toBe('none');
    bubble.button.click();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    expect(frame?.parentElement?.style.display).toBe('block');
  });

  it('closes on the chat page’s close message from the platform’s origin only', () => {
    const bubble = mountBubble(config, texts);
    bubble.open();
    post(CLOSE_MESSAGE, 'https://evil.example');
    expect(bubble.isOpen()).toBe(true);
    post('something else', config.origin);
    expect(bubble.isOpen()).toBe(true);
    post(CLOSE_MESSAGE, config.origin);
    expect(bubble.isOpen()).toBe(false);
  });
});
