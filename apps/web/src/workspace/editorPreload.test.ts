import type { ComponentCatalogue } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import { describe, expect, it, vi } from 'vitest';
import { createEditorPreload, PRELOAD_TAKE_WITHIN_MS } from './editorPreload';

function editorCalls() {
  let asked = 0;
  const calls = {
    flows: { getWithCatalogueCode: vi.fn(async (flowId: string, _catalogue: Promise<ComponentCatalogue>) => ({ id: flowId, name: `answer ${++asked}` }) as unknown as FlowRecord) },
    components: { all: vi.fn(async (options: { forceRefresh?: boolean; language?: string } = {}) => ({ language: { asked: ++asked, options } }) as unknown as ComponentCatalogue) },
  };
  return calls as typeof calls & Parameters<typeof createEditorPreload>[0];
}

const noCatalogue = Promise.resolve({});

describe('createEditorPreload', () => {
  it('answers the first load of the flow and the catalogue with what was asked ahead, once', async () => {
    const calls = editorCalls();
    const { calls: editor, preload } = createEditorPreload(calls);
    preload('f1', 'zh');
    expect(calls.flows.getWithCatalogueCode).toHaveBeenCalledTimes(1);
    expect(calls.components.all).toHaveBeenCalledWith({ language: 'zh' });
    // The flow's built-in code comes back from the catalogue asked ahead.
    expect(calls.flows.getWithCatalogueCode.mock.calls[0]![1]).toBe(calls.components.all.mock.results[0]!.value);
    const [flow, catalogue] = await Promise.all([editor.flows.getWithCatalogueCode('f1', noCatalogue), editor.components.all({ language: 'zh' })]);
    expect(flow).toMatchObject({ id: 'f1', name: 'answer 2' });
    expect(catalogue).toMatchObject({ language: { asked: 1 } });
    expect(calls.flows.getWithCatalogueCode).toHaveBeenCalledTimes(1);
    expect(calls.components.all).toHaveBeenCalledTimes(1);
    // Taken: the next load (a reopened editor) reads the server again.
    expect(await editor.flows.getWithCatalogueCode('f1', noCatalogue)).toMatchObject({ name: 'answer 3' });
    expect(await editor.components.all({ language: 'zh' })).toMatchObject({ language: { asked: 4 } });
  });

  it('asks again for another flow, another language or a forced catalogue', async () => {
    const calls = editorCalls();
    const { calls: editor, preload } = createEditorPreload(calls);
    preload('f1', 'zh');
    await editor.flows.getWithCatalogueCode('f2', noCatalogue);
    await editor.components.all({ language: 'en' });
    await editor.components.all({ forceRefresh: true, language: 'zh' });
    expect(calls.flows.getWithCatalogueCode.mock.calls.map(([id]) => id)).toEqual(['f1', 'f2']);
    expect(calls.components.all.mock.calls.map(([options]) => options)).toEqual([{ language: 'zh' }, { language: 'en' }, { forceRefresh: true, language: 'zh' }]);
    // What was asked ahead is still there for the load it was meant for.
    expect(await editor.flows.getWithCatalogueCode('f1', noCatalogue)).toMatchObject({ name: 'answer 2' });
  });

  it('drops an answer not taken in time: a late visit reads a fresh one', async () => {
    let now = 1_000;
    const calls = editorCalls();
    const { calls: editor, preload } = createEditorPreload(calls, () => now);
    preload('f1', 'zh');
    now += PRELOAD_TAKE_WITHIN_MS;
    expect(await editor.flows.getWithCatalogueCode('f1', noCatalogue)).toMatchObject({ name: 'answer 3' });
    expect(calls.flows.getWithCatalogueCode).toHaveBeenCalledTimes(2);
  });

  it('hands a refusal to the load that takes it, and leaves none unhandled when nobody does', async () => {
    const calls = editorCalls();
    const refused = new Error('404');
    calls.flows.getWithCatalogueCode.mockRejectedValueOnce(refused);
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const { calls: editor, preload } = createEditorPreload(calls);
      preload('f1', 'zh');
      preload('f1', 'zh');
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      calls.flows.getWithCatalogueCode.mockRejectedValueOnce(refused);
      preload('f2', 'zh');
      await expect(editor.flows.getWithCatalogueCode('f2', noCatalogue)).rejects.toBe(refused);
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
