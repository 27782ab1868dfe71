import { describe, expect, it } from 'vitest';
import { createTestFlowStore, nodeIdOf, testFlowRecord } from './testFlowStore';

describe('save state', () => {
  it('goes dirty, saving, saved', () => {
    const store = createTestFlowStore();
    expect(store.getState()).toMatchObject({ saveState: 'saved', lastSavedAt: '2026-01-01T00:00:00.000Z' });
    store.getState().addNote({ x: 0, y: 0 });
    expect(store.getState().saveState).toBe('dirty');
    store.getState().markSaving();
    expect(store.getState().saveState).toBe('saving');
    const saved = testFlowRecord(store.getState().toFlowData(), { updated_at: '2026-02-02T00:00:00.000Z' });
    store.getState().markSaved(saved);
    expect(store.getState()).toMatchObject({ saveState: 'saved', lastSavedAt: '2026-02-02T00:00:00.000Z', flow: saved });
  });

  it('stays dirty when the graph changed while saving', () => {
    const store = createTestFlowStore();
    store.getState().addNote({ x: 0, y: 0 });
    store.getState().markSaving();
    store.getState().setFieldValue(nodeIdOf(store, 'Prompt'), 'template', 'changed');
    store.getState().markSaved(testFlowRecord(store.getState().toFlowData()));
    expect(store.getState().saveState).toBe('dirty');
  });

  it('marks a failed save', () => {
    const store = createTestFlowStore();
    store.getState().addNote({ x: 0, y: 0 });
    store.getState().markSaving();
    store.getState().markSaveFailed();
    expect(store.getState().saveState).toBe('error');
  });

  it('saves the lock flag as a change that cannot be undone', () => {
    const store = createTestFlowStore();
    store.getState().setLocked(true);
    expect(store.getState()).toMatchObject({ locked: true, saveState: 'dirty', past: [] });
  });

  it('saves the graph without canvas-only state', () => {
    const store = createTestFlowStore();
    store.setState({ nodes: store.getState().nodes.map((node) => ({ ...node, selected: true, measured: { width: 1, height: 2 } })) });
    store.getState().setViewport({ x: 12, y: -40, zoom: 0.6 });
    const data = store.getState().toFlowData();
    expect(data.nodes.every((node) => !('selected' in node) && !('measured' in node))).toBe(true);
    expect(data.viewport).toEqual({ x: 12, y: -40, zoom: 0.6 });
  });

  it('loads a flow with fresh history, unsaved when asked', () => {
    const store = createTestFlowStore();
    store.getState().addNote({ x: 0, y: 0 });
    store.getState().loadFlow(testFlowRecord({ nodes: [], edges: [] }));
    expect(store.getState()).toMatchObject({ nodes: [], past: [], future: [], saveState: 'saved' });
    store.getState().loadFlow(testFlowRecord({ nodes: [], edges: [] }), { unsaved: true });
    expect(store.getState().saveState).toBe('dirty');
  });
});
