import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { templateData, testFlowRecord } from '../store/testFlowStore';
import { renderFlowEditor } from '../test/render';
import { createMemoryWorkspaceApi } from '../testing/memoryWorkspaceApi';
import { FlowViewPage, type FlowViewPageProps } from './FlowViewPage';

const flow = testFlowRecord(templateData(), { id: 'flow-1', name: '客服助手' });

function setup(props: Partial<FlowViewPageProps> = {}) {
  const workspace = createMemoryWorkspaceApi({ flows: [flow] });
  const update = vi.spyOn(workspace.flows, 'update');
  const callbacks = { onBack: vi.fn(), onFlowMissing: vi.fn(), onEdit: vi.fn() };
  const view = renderFlowEditor(
    <div style={{ width: 1400, height: 900 }}>
      <FlowViewPage flowId="flow-1" {...callbacks} {...props} />
    </div>,
    { flows: workspace.flows, folders: workspace.folders },
  );
  return { ...view, ...callbacks, workspace, update };
}

describe('FlowViewPage', () => {
  it('shows the flow read-only: its name, 只读, its nodes, and no editing tools', async () => {
    const { container } = setup();
    expect(await screen.findByText('客服助手')).toBeTruthy();
    expect(screen.getByText('只读')).toBeTruthy();
    await waitFor(() => expect(container.querySelectorAll('.react-flow__node')).toHaveLength(templateData().nodes.length));
    expect(container.querySelectorAll('.react-flow__node.draggable, .react-flow__node.selectable')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '添加注释' })).toBeNull();
    expect(screen.queryByRole('complementary', { name: '组件' })).toBeNull();
    expect(screen.getByRole('button', { name: '分享' })).toBeTruthy();
  });

  it('never saves: keys that edit do nothing and nothing is sent', async () => {
    const { container, update } = setup();
    // Every node drawn first (those around the opening view come a frame later), so a count after the keys means they removed nothing.
    await waitFor(() => expect(container.querySelectorAll('.react-flow__node')).toHaveLength(templateData().nodes.length));
    fireEvent.keyDown(document.body, { key: 'a', code: 'KeyA', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'Delete', code: 'Delete' });
    fireEvent.keyDown(document.body, { key: 's', code: 'KeyS', ctrlKey: true });
    expect(container.querySelectorAll('.react-flow__node')).toHaveLength(templateData().nodes.length);
    expect(update).not.toHaveBeenCalled();
  });

  it('goes back, and opens the editor from 编辑', async () => {
    const { onBack, onEdit } = setup();
    fireEvent.click(await screen.findByRole('button', { name: '编辑' }));
    expect(onEdit).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '返回' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('hands a flow one cannot see to the app (onFlowMissing)', async () => {
    const { onFlowMissing } = setup({ flowId: 'someone-elses' });
    await waitFor(() => expect(onFlowMissing).toHaveBeenCalled());
  });
});
