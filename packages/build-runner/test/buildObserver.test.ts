// Replays recorded event sequences through BuildClient and watches them with the observers.
import type { BuildStatus } from '@app/flow-graph';
import { describe, expect, it } from 'vitest';
import { BUILD_MESSAGES, BuildClient, BuildObserver, NodeBuildObserver, type BuildResult } from '../src/index';
import { createFakeTimers, loadFixture, manualTransport, replayTransport } from './helpers';

const FLOW = '3f1c2a9e-7b4d-4e1a-9c55-0d6f8a2b1e77';
const CI = 'ChatInput-Xa1b2';
const PROMPT = 'Prompt-Qc3d4';
const CO = 'ChatOutput-Ze5f6';
const LM = 'LanguageModelComponent-Kp9q8';

function statusesOf(result: BuildResult): Record<string, BuildStatus> {
  return Object.fromEntries(Object.entries(result.vertices).map(([id, vertex]) => [id, vertex.status]));
}

function setup(fixture: string, hasOutdatedComponents = false) {
  const timers = createFakeTimers();
  const client = new BuildClient({ transport: replayTransport(loadFixture(fixture)), timers });
  const observer = new BuildObserver(client, { flowId: FLOW });
  const handle = client.startBuild({ flowId: FLOW, inputs: { input_value: 'hi', session: FLOW }, hasOutdatedComponents });
  return { timers, client, observer, handle };
}

describe('BuildObserver replaying recorded builds', () => {
  it('ChatInput → Prompt → ChatOutput: each component builds in turn and the run succeeds', async () => {
    const { timers, observer, handle } = setup('basic-prompting.events');
    const seen: Array<Record<string, BuildStatus>> = [];
    observer.subscribe((result) => seen.push(statusesOf(result)));

    // The first layer shows BUILDING at once; its end_vertex waits out the minimum visible time.
    expect(statusesOf(observer.getCurrentResult())).toEqual({ [CI]: 'BUILDING', [PROMPT]: 'TO_BUILD', [CO]: 'TO_BUILD' });
    expect(observer.getCurrentResult().messages.map((message) => message.sender)).toEqual(['User']);

    timers.advance(300);
    expect(statusesOf(observer.getCurrentResult())).toEqual({ [CI]: 'BUILT', [PROMPT]: 'BUILDING', [CO]: 'TO_BUILD' });
    expect(observer.getCurrentResult().runningEdges).toEqual([{ source: CI, target: PROMPT }]);

    timers.advance(300);
    expect(statusesOf(observer.getCurrentResult())).toEqual({ [CI]: 'BUILT', [PROMPT]: 'BUILT', [CO]: 'BUILDING' });
    expect(observer.getCurrentResult().runningEdges).toEqual([{ source: PROMPT, target: CO }]);

    timers.advance(300);
    const result = await handle.done;
    expect(result).toMatchObject({ status: 'success', isSuccess: true, isBuilding: false, buildDuration: 0.03, jobId: 'job-1', failure: null });
    expect(statusesOf(result)).toEqual({ [CI]: 'BUILT', [PROMPT]: 'BUILT', [CO]: 'BUILT' });
    expect(result.runningEdges).toEqual([]);
    expect(result.messages.map((message) => message.text)).toEqual(['给我讲个笑话', '你是一个幽默的助手。给我讲个笑话']);
    expect(Object.keys(result.results).sort()).toEqual([CI, CO, PROMPT].sort());
    expect(seen.at(-1)).toEqual(statusesOf(result));
  });

  it('a failing component: its errors are collected, the rest of the run gets ERROR, later events are ignored', async () => {
    const { timers, observer, handle } = setup('component-failure.events', true);
    timers.advance(300);
    const result = await handle.done;
    expect(result.status).toBe('error');
    expect(statusesOf(result)).toEqual({ [CI]: 'BUILT', [LM]: 'ERROR', [CO]: 'ERROR' });
    expect(result.failure).toEqual({
      title: 'COMPONENT_BUILD_ERROR',
      messages: ['Error building Component Language Model: 401 Incorrect API key provided'],
      nodeIds: [LM, CO],
      hint: 'OUTDATED_COMPONENTS',
    });
    expect(BUILD_MESSAGES[result.failure?.title ?? 'FLOW_BUILD_ERROR']).toBe('构建组件出错');
    const errorOutput = result.results[LM]?.data.outputs.text_output?.message as { stackTrace: string };
    expect(errorOutput.stackTrace).toContain('Traceback (most recent call last)');
    // The `end` after the failure did not turn the run into a success.
    expect(result.buildDuration).toBeNull();
    expect(observer.getCurrentResult().status).toBe('error');
  });

  it('a conditional branch: the vertices of the branch not taken become INACTIVE', async () => {
    const { timers, handle } = setup('conditional-branch.events');
    timers.advance(900);
    const result = await handle.done;
    expect(result.status).toBe('success');
    expect(statusesOf(result)).toEqual({
      [CI]: 'BUILT',
      'ConditionalRouter-Ri7j6': 'BUILT',
      'ChatOutput-Ta1a1': 'BUILT',
      'Prompt-Fb2b2': 'INACTIVE',
      'ChatOutput-Fc3c3': 'INACTIVE',
    });
  });

  it('a streamed answer: tokens grow the message, and an observer that read only messages hears only message changes', async () => {
    const events = loadFixture('streamed-tokens.events');
    const transport = manualTransport();
    const timers = createFakeTimers();
    const client = new BuildClient({ transport, timers });
    const observer = new BuildObserver(client, { flowId: FLOW });
    const texts: string[] = [];
    // Reading `messages` makes this observer track that prop only.
    expect(observer.getCurrentResult().messages).toEqual([]);
    observer.subscribe((result) => texts.push(result.messages.map((message) => message.text).join(' | ')));
    const handle = client.startBuild({ flowId: FLOW });

    for (const event of events) {
      transport.emit(event);
      timers.advance(300);
    }
    transport.finish();
    const result = await handle.done;

    const answer = '北京是中国的首都。';
    expect(result.messages.at(-1)).toMatchObject({ id: 'c2a4e6f8-5d7b-4f9a-a1c3-e5f7a9b1c3d5', text: answer, sender: 'Machine' });
    expect(texts).toEqual([
      '中国的首都是哪里？',
      '中国的首都是哪里？ | ',
      '中国的首都是哪里？ | 北京',
      '中国的首都是哪里？ | 北京是',
      '中国的首都是哪里？ | 北京是中国的',
      '中国的首都是哪里？ | 北京是中国的首都',
      '中国的首都是哪里？ | 北京是中国的首都。',
      `中国的首都是哪里？ | ${answer}`,
    ]);
  });

  it('with a schedule, the tokens between two flushes reach listeners as one change carrying the newest text', async () => {
    const events = loadFixture('streamed-tokens.events');
    const transport = manualTransport();
    const timers = createFakeTimers();
    const client = new BuildClient({ transport, timers });
    const flushes: Array<() => void> = [];
    const observer = new BuildObserver(client, { flowId: FLOW, notifyOnChangeProps: ['messages'], schedule: (flush) => void flushes.push(flush) });
    const texts: string[] = [];
    observer.subscribe((result) => texts.push(result.messages.map((message) => message.text).join(' | ')));
    const handle = client.startBuild({ flowId: FLOW });
    const flushAll = () => flushes.splice(0).forEach((flush) => flush());

    const tokens = events.filter((event) => event.event === 'token');
    const firstToken = events.indexOf(tokens[0]!);
    const emit = (event: (typeof events)[number]) => {
      transport.emit(event);
      timers.advance(300);
    };
    events.slice(0, firstToken).forEach(emit);
    flushAll();
    const beforeTokens = texts.length;
    tokens.forEach(emit);
    // One flush was asked for, however many tokens came; the snapshot is current before it runs.
    expect(flushes).toHaveLength(1);
    expect(texts).toHaveLength(beforeTokens);
    expect(observer.getCurrentResult().messages.at(-1)?.text).toBe('北京是中国的首都。');
    flushAll();
    expect(texts.slice(beforeTokens)).toEqual(['中国的首都是哪里？ | 北京是中国的首都。']);
    // A flush after a change that was undone hears nothing.
    flushAll();
    expect(texts).toHaveLength(beforeTokens + 1);

    events.slice(events.indexOf(tokens.at(-1)!) + 1).forEach(emit);
    transport.finish();
    const result = await handle.done;
    flushAll();
    expect(texts).toHaveLength(beforeTokens + 2);
    expect(observer.getCurrentResult().messages).toBe(result.messages);
  });

  it('NodeBuildObserver notifies only when its own node changes', async () => {
    const timers = createFakeTimers();
    const client = new BuildClient({ transport: replayTransport(loadFixture('basic-prompting.events')), timers });
    const node = new NodeBuildObserver(client, { flowId: FLOW, nodeId: CO });
    const seen: Array<BuildStatus | undefined> = [];
    node.subscribe((result) => seen.push(result.status));
    const handle = client.startBuild({ flowId: FLOW });
    timers.advance(900);
    await handle.done;
    expect(seen).toEqual([undefined, 'TO_BUILD', 'BUILDING', 'BUILT']);
    expect(node.getCurrentResult()).toMatchObject({ nodeId: CO, status: 'BUILT', isBuilding: false, runId: handle.runId });
    expect(node.getCurrentResult().buildData?.valid).toBe(true);
  });
});

describe('BuildObserver notifications', () => {
  it('without tracked reads every change notifies; a no-op event notifies nobody', () => {
    const transport = manualTransport();
    const client = new BuildClient({ transport, timers: createFakeTimers() });
    const observer = new BuildObserver(client, { runId: 'r1' });
    let calls = 0;
    observer.subscribe(() => {
      calls += 1;
    });
    client.startBuild({ flowId: FLOW, runId: 'r1' });
    const afterStart = calls;
    transport.emit({ event: 'token', data: { chunk: 'x', id: 'unknown-message' } });
    expect(calls).toBe(afterStart);
    transport.emit({ event: 'vertices_sorted', data: { ids: [CI], to_run: [CI] } });
    expect(calls).toBe(afterStart + 1);
  });

  it('notifyOnChangeProps limits notifications to the props named', () => {
    const transport = manualTransport();
    const client = new BuildClient({ transport, timers: createFakeTimers() });
    const observer = new BuildObserver(client, { runId: 'r1', notifyOnChangeProps: ['status'] });
    const statuses: string[] = [];
    observer.subscribe((result) => statuses.push(result.status));
    const handle = client.startBuild({ flowId: FLOW, runId: 'r1' });
    transport.emit({ event: 'vertices_sorted', data: { ids: [CI], to_run: [CI] } });
    handle.cancel();
    expect(statuses).toEqual(['building', 'stopped']);
  });

  it('follows the latest run of a flow and keeps identity while nothing changed', () => {
    const client = new BuildClient({ transport: manualTransport(), timers: createFakeTimers() });
    const observer = new BuildObserver(client, { flowId: FLOW });
    expect(observer.getCurrentResult().status).toBe('idle');
    const first = client.startBuild({ flowId: FLOW });
    expect(observer.getCurrentResult().runId).toBe(first.runId);
    expect(observer.getCurrentResult()).toBe(observer.getCurrentResult());
    first.cancel();
    const second = client.startBuild({ flowId: FLOW });
    expect(observer.getCurrentResult().runId).toBe(second.runId);
    observer.setOptions({ runId: first.runId });
    expect(observer.getCurrentResult()).toMatchObject({ runId: first.runId, status: 'stopped', notice: 'BUILD_STOPPED' });
  });
});
