// The chat bubble a third-party page gets: a round button in the bottom-right corner that opens
// and closes a chat window, an iframe of the chat page created on the first open (the page costs
// the site nothing until a visitor asks). The chat page's close action posts CLOSE_MESSAGE; only
// the platform's origin is believed. Plain DOM with inline styles: no stylesheet to leak into or
// from the site, and no framework, to stay within the loader's 3 KB.
import { CLOSE_MESSAGE } from './closeMessage';
import type { LoaderConfig } from './loaderConfig';

export interface BubbleTexts {
  open: string;
  close: string;
  title: string;
}

const CHAT_ICON =
  '<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M4 20l1.3-3.9A8 8 0 1 1 8.4 19z"/></svg>';
const CLOSE_ICON =
  '<svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M6 6l12 12M18 6L6 18"/></svg>';
/** Above the site's own layers. */
const Z_INDEX = '2147483000';

function styled<K extends keyof HTMLElementTagNameMap>(tag: K, css: string): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.style.cssText = css;
  return element;
}

export interface Bubble {
  button: HTMLButtonElement;
  open(): void;
  close(): void;
  isOpen(): boolean;
}

export function mountBubble(config: LoaderConfig, texts: BubbleTexts, host: HTMLElement = document.body): Bubble {
  const button = styled(
    'button',
    `position:fixed;right:24px;bottom:24px;width:56px;height:56px;border:0;border-radius:50%;background:#1c7ed6;color:#fff;cursor:pointer;box-shadow:0 4px 12px rgba(0,0,0,.25);display:flex;align-items:center;justify-content:center;padding:0;z-index:${Z_INDEX}`,
  );
  button.type = 'button';
  let panel: HTMLDivElement | undefined;
  let open = false;

  const render = () => {
    button.innerHTML = open ? CLOSE_ICON : CHAT_ICON;
    button.setAttribute('aria-label', open ? texts.close : texts.open);
    button.setAttribute('aria-expanded', String(open));
    if (panel) panel.style.display = open ? 'block' : 'none';
  };

  const show = () => {
    if (!panel) {
      panel = styled(
        'div',
        `position:fixed;right:24px;bottom:92px;width:min(400px,calc(100vw - 48px));height:min(640px,calc(100vh - 116px));border-radius:12px;overflow:hidden;box-shadow:0 8px 28px rgba(0,0,0,.25);background:#fff;z-index:${Z_INDEX}`,
      );
      const frame = styled('iframe', 'width:100%;height:100%;border:0;display:block');
      frame.src = config.iframeSrc;
      frame.title = texts.title;
      frame.allow = 'clipboard-write; microphone; autoplay';
      panel.append(frame);
      host.append(panel);
    }
    open = true;
    render();
  };
  const hide = () => {
    open = false;
    render();
  };

  button.addEventListener('click', () => (open ? hide() : show()));
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin === config.origin && event.data === CLOSE_MESSAGE) hide();
  });
  render();
  host.append(button);
  return { button, open: show, close: hide, isOpen: () => open };
}
