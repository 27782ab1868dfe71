import type { FlowCreate } from '@app/api-client';
import type { FlowRecord } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { duplicateOf, placeImported, takenNamesOf } from './flowCopies';

const flow: FlowRecord = {
  id: 'f1',
  name: '客服',
  description: 'd',
  endpoint_name: 'support',
  tags: ['rag'],
  icon: 'Bot',
  icon_bg_color: '#fff',
  gradient: null,
  folder_id: 'folder-1',
  data: { nodes: [], edges: [] },
  locked: false,
  is_component: false,
  updated_at: null,
  released_at: null,
  webhook: false,
  last_tested_version: null,
  user_id: 'u',
};

describe('duplicateOf', () => {
  it.each([
    [['客服'], '客服 (1)'],
    [['客服', '客服 (1)'], '客服 (2)'],
    [['客服', '客服 (2)'], '客服 (1)'],
  ])('with %j taken names the copy %s', (names, expected) => {
    const copy = duplicateOf(flow, takenNamesOf(names.map((name) => ({ name, endpoint_name: null }))), 'folder-2');
    expect(copy).toMatchObject({ name: expected, folder_id: 'folder-2', endpoint_name: null, data: flow.data, tags: ['rag'], is_component: false });
  });

  it('numbers the copy of a copy from the original name', () => {
    const copy = duplicateOf({ ...flow, name: '客服 (1)' }, takenNamesOf([{ name: '客服', endpoint_name: null }, { name: '客服 (1)', endpoint_name: null }]), undefined);
    expect(copy).toMatchObject({ name: '客服 (2)', folder_id: 'folder-1' });
  });

  it('cuts the copy of a name at the limit so the server takes it', () => {
    const long = '客'.repeat(50);
    const copy = duplicateOf({ ...flow, name: long }, takenNamesOf([{ name: long, endpoint_name: null }]), undefined);
    expect(copy.name).toBe(`${'客'.repeat(45)}… (1)`);
  });
});

describe('placeImported', () => {
  it('gives each imported flow a free name, also among each other, and drops taken endpoint names', () => {
    const files: FlowCreate[] = [
      { name: 'A', endpoint_name: 'used' },
      { name: 'A', endpoint_name: 'free' },
      { name: 'B', endpoint_name: 'free' },
    ];
    const placed = placeImported(files, takenNamesOf([{ name: 'A', endpoint_name: 'used' }]), 'folder-9');
    expect(placed.map(({ name, endpoint_name, folder_id }) => ({ name, endpoint_name, folder_id }))).toEqual([
      { name: 'A (1)', endpoint_name: null, folder_id: 'folder-9' },
      { name: 'A (2)', endpoint_name: 'free', folder_id: 'folder-9' },
      { name: 'B', endpoint_name: null, folder_id: 'folder-9' },
    ]);
  });
});
