// Flows for the list's tests and stories: stored records built on the real starter templates.
import type { FlowRecord } from '@app/flow-graph';
import { STARTER_TEMPLATES } from '@app/templates';
import { flowRecord } from '../testing/flowRecord';
import { DEFAULT_FOLDER } from '../testing/memoryWorkspaceApi';

/** A stored flow in the default folder, edited at `day` of June 2025, never released. */
export function storedFlow(id: string, day: number, changes: Partial<FlowRecord> = {}): FlowRecord {
  const template = STARTER_TEMPLATES[day % STARTER_TEMPLATES.length]!;
  return flowRecord({
    id,
    name: `${template.name} ${id}`,
    description: template.description,
    tags: [...template.tags],
    icon: template.icon,
    icon_bg_color: template.icon_bg_color,
    folder_id: DEFAULT_FOLDER.id,
    data: structuredClone(template.data),
    updated_at: new Date(Date.UTC(2025, 5, day, 8)).toISOString(),
    user_id: 'user-1',
    ...changes,
  });
}

/** Three flows in the three list states and one component. */
export function sampleListFlows(): FlowRecord[] {
  return [
    storedFlow('develop', 3, { name: '客服助手' }),
    storedFlow('published', 1, { name: '文档问答', released_at: new Date(Date.UTC(2025, 5, 2)).toISOString() }),
    storedFlow('edit', 4, { name: '营销文案', released_at: new Date(Date.UTC(2025, 5, 2)).toISOString() }),
    storedFlow('component', 2, { name: '提示词组件', is_component: true, icon: null }),
  ];
}
