// An IntersectionObserver for jsdom (which has none) that reports nothing by itself:
// `scrollIntoView(element)` tells the observers of that element it is in view, as a browser does
// when the user scrolls to it. Installed by the shared setup.
import { act } from '@testing-library/react';

interface Observed {
  callback: IntersectionObserverCallback;
  observer: IntersectionObserver;
  targets: Set<Element>;
  options: IntersectionObserverInit | undefined;
}

const live = new Set<Observed>();

class TestIntersectionObserver {
  readonly #entry: Observed;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.#entry = { callback, observer: this as unknown as IntersectionObserver, targets: new Set(), options };
    live.add(this.#entry);
  }
  observe(target: Element) {
    this.#entry.targets.add(target);
  }
  unobserve(target: Element) {
    this.#entry.targets.delete(target);
  }
  disconnect() {
    live.delete(this.#entry);
  }
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;

/** The root margins of the observers watching `element`. */
export function observedMargins(element: Element): Array<string | undefined> {
  return [...live].filter((entry) => entry.targets.has(element)).map((entry) => entry.options?.rootMargin);
}

export function scrollIntoView(element: Element): void {
  act(() => {
    for (const entry of [...live]) {
      if (!entry.targets.has(element)) continue;
      entry.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], entry.observer);
    }
  });
}

export function resetIntersections(): void {
  live.clear();
}
