import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { createMemoryKnowledgeBasesApi } from '../testing/memoryKnowledgeBasesApi';
import { KnowledgePage } from './KnowledgePage';

const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);

async function setup(knowledgeBases = createMemoryKnowledgeBasesApi()) {
  const view = renderFlowEditor(<KnowledgePage />, { knowledgeBases });
  await screen.findByText('manuals');
  return { ...view, knowledgeBases };
}

describe('knowledge page', () => {
  it('lists the bases with their embedding model, chunks, words and size', async () => {
    await setup();
    expect(screen.getByRole('heading', { name: '知识库' })).toBeTruthy();
    const manuals = rowOf('manuals');
    expect(manuals.getByText('text-embedding-3-small')).toBeTruthy();
    expect(manuals.getByText('OpenAI')).toBeTruthy();
    expect(manuals.getByText('42')).toBeTruthy();
    expect(manuals.getByText('5210')).toBeTruthy();
    expect(rowOf('产品手册').getByText('text-embedding-v3')).toBeTruthy();
  });

  it('shows the empty state without bases', async () => {
    renderFlowEditor(<KnowledgePage />, { knowledgeBases: createMemoryKnowledgeBasesApi([]) });
    expect(await screen.findByText('暂无知识库')).toBeTruthy();
    expect(screen.getByRole('button', { name: '批量删除' })).toHaveProperty('disabled', true);
  });

  it('deletes one base after a confirmation that says it cannot be undone', async () => {
    const { knowledgeBases } = await setup();
    fireEvent.click(rowOf('manuals').getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除知识库' });
    expect(within(dialog).getByText(/此操作不可撤销/)).toBeTruthy();
    expect(knowledgeBases.names()).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(screen.queryByText('manuals')).toBeNull());
    expect(knowledgeBases.names()).toEqual(['产品手册']);
  });

  it('deletes the selected bases in one call', async () => {
    const { knowledgeBases } = await setup();
    fireEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    fireEvent.click(screen.getByRole('button', { name: '批量删除' }));
    const dialog = await screen.findByRole('dialog', { name: '删除知识库' });
    expect(within(dialog).getByText('确认删除选中的 2 个知识库及其全部文本？此操作不可撤销。')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('暂无知识库')).toBeTruthy();
    expect(knowledgeBases.names()).toEqual([]);
  });
});
