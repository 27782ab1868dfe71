// The editor's opening answers asked ahead of its screen (issue 19). Opened at /flow/{id}, the
// console asks for the flow and the component catalogue as soon as the user is signed in, while the
// editor's scripts and texts still load, instead of after them. The editor's first load takes what
// was asked ahead, once; an answer not taken soon is dropped, so a later visit reads a fresh one.
import type { FlowEditorApi } from '@app/flow-editor';

/** How long an answer asked ahead waits for the editor to take it. */
export const PRELOAD_TAKE_WITHIN_MS = 30_000;

type EditorCalls = Pick<FlowEditorApi, 'flows' | 'components'>;

export interface EditorPreload<T extends EditorCalls> {
  /** `calls` whose flows.getWithCatalogueCode and components.all (not forced) answer from what was asked ahead. */
  calls: T;
  /** Asks for the flow and the catalogue in `language`, as the editor's first load will. */
  preload(flowId: string, language: string): void;
}

export function createEditorPreload<T extends EditorCalls>(calls: T, now: () => number = Date.now): EditorPreload<T> {
  const ahead = new Map<string, { askedAt: number; answer: Promise<unknown> }>();
  const ask = <R>(key: string, start: () => Promise<R>): Promise<R> => {
    const answer = start();
    // A refusal nobody takes is not an unhandled rejection; the editor that takes it handles it.
    answer.catch(() => undefined);
    ahead.set(key, { askedAt: now(), answer });
    return answer;
  };
  const takeOr = <R>(key: string, start: () => Promise<R>): Promise<R> => {
    const entry = ahead.get(key);
    ahead.delete(key);
    return entry && now() - entry.askedAt < PRELOAD_TAKE_WITHIN_MS ? (entry.answer as Promise<R>) : start();
  };
  const flowKey = (flowId: string) => `flow ${flowId}`;
  const catalogueKey = (language: string | undefined) => `catalogue ${language ?? ''}`;
  const { flows, components } = calls;
  return {
    calls: {
      ...calls,
      flows: { ...flows, getWithCatalogueCode: (flowId, catalogue) => takeOr(flowKey(flowId), () => flows.getWithCatalogueCode(flowId, catalogue)) },
      components: {
        ...components,
        all: (options = {}) => (options.forceRefresh ? components.all(options) : takeOr(catalogueKey(options.language), () => components.all(options))),
      },
    },
    preload(flowId, language) {
      const catalogue = ask(catalogueKey(language), () => components.all({ language }));
      ask(flowKey(flowId), () => flows.getWithCatalogueCode(flowId, catalogue));
    },
  };
}
