// The editor's build controller over the in-memory build transport: validation first, the
// spec's notices, the outputs it keeps, stopping, and freezing a path.
import { BuildClient, BuildError } from '@app/build-runner';
import { validateFlow, type CodedText, type TemplateField } from '@app/flow-graph';
import { createI18n, wordFlowIssue } from '@app/i18n';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FlowEditorNotification } from '../context/FlowEditorProvider';
import { createTestFlowStore, nodeIdOf } from '../store/testFlowStore';
import { createMemoryBuildsApi } from '../testing/memoryBuildsApi';
import { createMemoryBuildTransport, type MemoryBuildScript } from '../testing/memoryBuildTransport';
import { createFlowBuildController, type FlowBuildController } from './flowBuildController';

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);
let controller: FlowBuildController | undefined;
afterEach(() => controller?.dispose());

function setup(script: MemoryBuildScript = {}, builds = createMemoryBuildsApi()) {
  const flowStore = createTestFlowStore();
  const notices: FlowEditorNotification[] = [];
  const client = new BuildClient({ transport: createMemoryBuildTransport(script) });
  controller = createFlowBuildController({ client, builds, flowStore, notify: (notice) => notices.push(notice), t });
  return { flowStore, notices, controller, client };
}

describe('flow build controller', () => {
  it('builds the whole flow: 组件正在运行, then the default success in its place, with every output kept', async () => {
    const { controller, notices, flowStore } = setup();
    expect(validateFlow(flowStore.getState().toFlowData())).toEqual([]);
    const result = await controller.run();
    expect(result?.status).toBe('success');
    // One group: the success replaces the running notice instead of showing beside it.
    expect(notices.map((notice) => [notice.kind, notice.title, notice.group])).toEqual([
      ['notice', 'notices.running', 'build'],
      ['success', 'notices.succeededDefault', 'build'],
    ]);
    const promptId = nodeIdOf(flowStore, 'Prompt');
    expect(controller.state.getState().outputs[promptId]?.outputs).toHaveProperty('prompt');
    expect(controller.state.getState().building).toBe(false);
  });

  it('builds up to a component and names it in the success notice', async () => {
    const { controller, notices, flowStore } = setup();
    const promptId = nodeIdOf(flowStore, 'Prompt');
    const result = await controller.run({ stopComponentId: promptId });
    expect(Object.keys(result?.results ?? {})).not.toContain(nodeIdOf(flowStore, 'ChatOutput'));
    expect(notices.at(-1)).toMatchObject({ kind: 'success', title: expect.stringContaining('notices.succeeded') });
    const prompt = flowStore.getState().nodes.find((node) => node.id === promptId);
    expect(notices.at(-1)?.title).toContain((prompt?.data as { node: { display_name: string } }).node.display_name);
  });

  it('refuses an invalid flow with the engine’s messages and starts nothing', async () => {
    const { controller, notices, flowStore, client } = setup();
    const startBuild = vi.spyOn(client, 'startBuild');
    flowStore.getState().deleteNodes(flowStore.getState().nodes.map((node) => node.id));
    expect(await controller.run()).toBeNull();
    expect(startBuild).not.toHaveBeenCalled();
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ kind: 'error', title: 'messages.FLOW_BUILD_ERROR' });
    expect(notices[0]?.list).toEqual([validateFlow({ nodes: [], edges: [] })[0]?.message]);
  });

  it('words the flow\'s issues by code in the reader\'s language: no English in a Chinese console', async () => {
    const flowStore = createTestFlowStore();
    controller?.dispose();
    const notices: FlowEditorNotification[] = [];
    const client = new BuildClient({ transport: createMemoryBuildTransport() });
    const zh = createI18n('zh');
    controller = createFlowBuildController({ client, builds: createMemoryBuildsApi(), flowStore, notify: (notice) => notices.push(notice), t, wordIssue: (issue) => wordFlowIssue(zh, issue) });
    // Without its edges the chat output's required input is empty and unconnected.
    flowStore.getState().deleteEdges(flowStore.getState().edges.map((edge) => edge.id));
    expect(await controller.run()).toBeNull();
    expect(notices[0]?.list).toContainEqual(expect.stringMatching(/^聊天输出 缺少“.+”。$/));
    expect(notices[0]?.list?.join('\n')).not.toContain('is missing');
  });

  it('reports a failing component under 构建组件出错 with its message and the outdated hint', async () => {
    const { flowStore } = setup();
    const promptId = nodeIdOf(flowStore, 'Prompt');
    controller?.dispose();
    const notices: FlowEditorNotification[] = [];
    const client = new BuildClient({ transport: createMemoryBuildTransport({ failures: { [promptId]: 'Prompt 模板无效' } }) });
    const components = { ...flowStore.getState().components };
    const prompt = components.Prompt!;
    flowStore.getState().setComponents({ ...components, Prompt: { ...prompt, template: { ...prompt.template, code: { ...(prompt.template.code as TemplateField), value: '# newer code' } } } });
    controller = createFlowBuildController({ client, builds: createMemoryBuildsApi(), flowStore, notify: (notice) => notices.push(notice), t });
    const result = await controller.run();
    expect(result?.status).toBe('error');
    expect(notices.at(-1)).toEqual({ kind: 'error', title: 'messages.COMPONENT_BUILD_ERROR', list: ['Error building Component 提示词: Prompt 模板无效', 'messages.OUTDATED_COMPONENTS'], group: 'build' });
    // The run stopped at the error message, before the component's end_vertex: its output comes from that message.
    expect(controller.state.getState().outputs[promptId]?.outputs.prompt).toEqual({ type: 'error', message: { errorMessage: 'Prompt 模板无效', stackTrace: 'Traceback: 提示词\n  Prompt 模板无效' } });
  });

  it('words a failure the server sent by code in the user’s language, in the notice and the error output', async () => {
    const { flowStore } = setup();
    const promptId = nodeIdOf(flowStore, 'Prompt');
    controller?.dispose();
    const notices: FlowEditorNotification[] = [];
    const coded = { code: 'VARIABLE_NOT_FOUND', text: 'Variable K not found (field template).', params: { name: 'K', field: 'template' } };
    const client = new BuildClient({ transport: createMemoryBuildTransport({ failures: { [promptId]: coded } }) });
    const wordCoded = (text: CodedText) => `worded ${text.code}`;
    controller = createFlowBuildController({ client, builds: createMemoryBuildsApi(), flowStore, notify: (notice) => notices.push(notice), t, wordCoded });
    await controller.run();
    expect(notices.at(-1)).toMatchObject({ kind: 'error', title: 'messages.COMPONENT_BUILD_ERROR', list: ['worded VARIABLE_NOT_FOUND'] });
    expect(controller.state.getState().outputs[promptId]?.outputs.prompt?.message).toMatchObject({ errorMessage: coded.text, coded });
  });

  it('words the build client’s own failure texts, and shows a server’s detail as sent', async () => {
    const { flowStore } = setup();
    controller?.dispose();
    const notices: FlowEditorNotification[] = [];
    const failing = (error: BuildError) => new BuildClient({ transport: { run: () => Promise.reject(error) } });
    controller = createFlowBuildController({ client: failing(new BuildError('START_FAILED')), builds: createMemoryBuildsApi(), flowStore, notify: (notice) => notices.push(notice), t });
    await controller.run();
    expect(notices.at(-1)).toMatchObject({ kind: 'error', title: 'messages.FLOW_BUILD_ERROR', list: ['messages.START_FAILED'] });
    controller.dispose();
    const detail = new BuildError('EVENTS_FAILED', { message: 'Job 42 expired' });
    controller = createFlowBuildController({ client: failing(detail), builds: createMemoryBuildsApi(), flowStore, notify: (notice) => notices.push(notice), t });
    await controller.run();
    expect(notices.at(-1)).toMatchObject({ list: ['Job 42 expired'] });
  });

  it('stops a running build with 构建已停止 and runs one build at a time', async () => {
    const { controller, notices } = setup({ componentMs: 200 });
    const running = controller.run();
    await vi.waitFor(() => expect(controller.state.getState().building).toBe(true));
    expect(await controller.run()).toBeNull();
    controller.stop();
    const result = await running;
    expect(result?.status).toBe('stopped');
    expect(notices.at(-1)).toEqual({ kind: 'notice', title: 'messages.BUILD_STOPPED', group: 'build' });
    await vi.waitFor(() => expect(controller.state.getState().building).toBe(false));
  });

  it('freezes the path up to a component without its input components, and thaws the component alone', async () => {
    const { controller, flowStore } = setup();
    const modelId = nodeIdOf(flowStore, 'OpenAIModel');
    const promptId = nodeIdOf(flowStore, 'Prompt');
    await controller.toggleFrozen(modelId);
    const frozen = () => flowStore.getState().nodes.filter((node) => (node.data as { node?: { frozen?: boolean } }).node?.frozen).map((node) => node.id).sort();
    expect(frozen()).toEqual([promptId, modelId].sort());
    await controller.toggleFrozen(modelId);
    expect(frozen()).toEqual([promptId]);
  });

  it('names what a freeze froze with a component, a Chat Input frozen by an earlier editor included, and thaws them', async () => {
    const { controller, flowStore } = setup();
    const modelId = nodeIdOf(flowStore, 'OpenAIModel');
    const chatInputId = nodeIdOf(flowStore, 'ChatInput');
    const promptId = nodeIdOf(flowStore, 'Prompt');
    flowStore.getState().setFrozen([chatInputId, promptId, modelId, nodeIdOf(flowStore, 'ChatOutput')], true);
    expect(controller.frozenWith(modelId)).toEqual(
      expect.arrayContaining([
        { id: chatInputId, name: '聊天输入' },
        { id: promptId, name: '提示词' },
      ]),
    );
    expect(controller.frozenWith(modelId)).toHaveLength(2);
    controller.unfreeze([chatInputId, promptId]);
    expect(controller.frozenWith(modelId)).toEqual([]);
  });

  it('refuses to freeze an input component, which takes each run’s new input', async () => {
    const { controller, flowStore, notices } = setup();
    const chatInputId = nodeIdOf(flowStore, 'ChatInput');
    await controller.toggleFrozen(chatInputId);
    expect(notices).toEqual([{ kind: 'notice', title: 'node.inputNotFrozen' }]);
    expect(controller.frozenWith(nodeIdOf(flowStore, 'OpenAIModel'))).toEqual([]);
    const chatInput = flowStore.getState().nodes.find((node) => node.id === chatInputId);
    expect((chatInput?.data as { node: { frozen?: boolean } }).node.frozen).not.toBe(true);
  });

  it('fills the outputs from the stored builds of the flow pool', async () => {
    const record = { build_id: 'b1', id: 'Prompt-x', timestamp: '2026-01-01T00:00:00Z', data: { results: {}, outputs: { prompt: { message: 'stored', type: 'text' as const } }, logs: {}, message: {}, artifacts: {}, timedelta: null, duration: null, used_frozen_result: false }, artifacts: {}, params: null, valid: true, flow_id: 'flow-1' };
    const { controller } = setup({}, createMemoryBuildsApi({ 'flow-1': { 'Prompt-x': [record] } }));
    await controller.loadPool();
    expect(controller.state.getState().outputs['Prompt-x']?.outputs.prompt?.message).toBe('stored');
  });
});
