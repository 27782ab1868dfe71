// The jsdom setup of every React package's tests (vitest `setupFiles`): a clean document, storage
// and cookies after each test, inert versions of the browser APIs jsdom lacks but Mantine,
// CodeMirror and the autosizing inputs read, and a controllable IntersectionObserver.
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { resetIntersections } from './intersection';

// Waits are for a condition (a lazy module loaded, a request answered), never a fixed time; the
// bound is generous so that a busy machine makes a test slower, not red.
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  resetIntersections();
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};

// Autosizing text areas listen for web fonts loading, which jsdom does not model.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

// CodeMirror measures text through ranges, which jsdom does not lay out.
Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
