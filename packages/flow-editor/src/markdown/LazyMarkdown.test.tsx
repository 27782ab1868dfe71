// The editor's markdown loads on demand: the text shows as it is until the renderer is here, and a
// flow with notes opens only once it is, so its notes never show their source. This file starts
// with the renderer not loaded (each test file has its own modules).
import { flowRecord } from '../testing/flowRecord';
import { renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FlowEditorProvider } from '../context/FlowEditorProvider';
import { useFlowEditorLoad } from '../editor/useFlowEditorLoad';
import { renderFlowEditor } from '../test/render';
import { createMemoryFlowEditorApi } from '../testing/memoryFlowEditorApi';
import { LazyMarkdown } from './LazyMarkdown';
import { noteMarkdown } from './markdownLoader';

const note = { id: 'note-1', type: 'noteNode', position: { x: 0, y: 0 }, data: { id: 'note-1', type: 'note', node: { description: '# 标题', template: { backgroundColor: 'amber' } } } };

describe('editor markdown on demand', () => {
  it('opens a flow with notes once their renderer has loaded, and a flow without notes without it', async () => {
    expect(noteMarkdown.loaded()).toBeUndefined();
    const memory = createMemoryFlowEditorApi();
    const stored = { plain: flowRecord({ id: 'plain', name: '无注释' }), noted: flowRecord({ id: 'noted', name: '有注释', data: { nodes: [note], edges: [] } as never }) };
    const api = { ...memory, flows: { ...memory.flows, getWithCatalogueCode: async (id: string) => stored[id as keyof typeof stored] } };
    const wrapper = ({ children }: { children: ReactNode }) => (
      <FlowEditorProvider api={api} notify={() => undefined} autoLogin={() => false}>
        {children}
      </FlowEditorProvider>
    );
    const plain = renderHook(() => useFlowEditorLoad('plain', () => undefined), { wrapper });
    await waitFor(() => expect(plain.result.current.status).toBe('ready'));
    expect(noteMarkdown.loaded()).toBeUndefined();
    const noted = renderHook(() => useFlowEditorLoad('noted', () => undefined), { wrapper });
    await waitFor(() => expect(noted.result.current.status).toBe('ready'));
    expect(noteMarkdown.loaded()).toBeDefined();
  });

  it('renders markdown at once once the renderer is here', () => {
    renderFlowEditor(<LazyMarkdown text={'# 标题\n\n**重点**'} />);
    expect(screen.getByRole('heading', { name: '标题' })).toBeTruthy();
    expect(screen.getByText('重点').tagName).toBe('STRONG');
  });
});
