// Flows made from the starter templates the way a user makes them: the example from
// GET flows/basic_examples/, created with the ordinary flow create, then edited like the editor
// edits it (the model's base URL pointed at the local test server, a file uploaded into the File
// node). Readers for the streamed answers of builds and runs.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildEvent, ChatMessage, FlowData, FlowRecord, GenericNode, TemplateField } from '@app/flow-graph';
import { isGenericNode } from '@app/flow-graph';
import { expect } from 'vitest';
import { flowFilesDir } from '../../src/build/componentFiles';
import type { BasicExample } from '../../src/flows/basicExamples';
import type { TestServer } from '../../src/testing';
import { parseEvents, type Api } from './api';
import { startBuild } from './builds';

const KEYED_TYPES = new Set(['OpenAIModel', 'OpenAIEmbeddings']);

export async function exampleNamed(api: Api, key: string): Promise<BasicExample> {
  const examples = (await api.get<BasicExample[]>('/api/v1/flows/basic_examples/')).body;
  const example = examples.find((candidate) => candidate.template_key === key);
  if (!example) throw new Error(`no example ${key}`);
  return example;
}

export function nodesOf(flow: Pick<FlowRecord, 'data'>, type: string): GenericNode[] {
  return (flow.data?.nodes ?? []).filter(isGenericNode).filter((node) => node.data.type === type);
}

export function nodeOf(flow: Pick<FlowRecord, 'data'>, type: string): GenericNode {
  const [node] = nodesOf(flow, type);
  if (!node) throw new Error(`no ${type} node`);
  return node;
}

export function setValue(node: GenericNode, field: string, value: unknown): void {
  (node.data.node.template[field] as TemplateField).value = value;
}

/** The example as the user's new flow, its model and embeddings nodes calling `baseUrl`. */
export async function createFromTemplate(api: Api, key: string, baseUrl: string): Promise<FlowRecord> {
  const example = await exampleNamed(api, key);
  const data = structuredClone(example.data) as FlowData;
  for (const node of data.nodes.filter(isGenericNode)) {
    if (KEYED_TYPES.has(node.data.type)) setValue(node, 'openai_api_base', baseUrl);
  }
  const name = `${example.name} ${crypto.randomUUID().slice(0, 8)}`;
  const answer = await api.post<FlowRecord>('/api/v1/flows/', { name, description: example.description, icon: example.icon, icon_bg_color: example.icon_bg_color, tags: example.tags, data });
  if (answer.status !== 201) throw new Error(`flow not created: ${answer.status} ${answer.text}`);
  return answer.body;
}

/** Stores a file among the flow's uploads (where the flow upload call keeps them); its server path. */
export async function uploadToFlow(server: TestServer, flowId: string, name: string, text: string): Promise<string> {
  const dir = flowFilesDir(server.config.dataDir, flowId);
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, name), text);
  return `${flowId}/${name}`;
}

/** Saves the flow's edited data, as the editor's save does. */
export async function saveData(api: Api, flow: FlowRecord): Promise<void> {
  const answer = await api.patch(`/api/v1/flows/${flow.id}`, { data: flow.data });
  if (answer.status !== 200) throw new Error(`flow not saved: ${answer.status} ${answer.text}`);
}

/** Builds through the build API and reads the events as a streaming client. */
export async function streamedBuild(api: Api, flowId: string, body: unknown, query = ''): Promise<BuildEvent[]> {
  const jobId = await startBuild(api, flowId, body, `event_delivery=streaming${query}`);
  return parseEvents((await api.get(`/api/v1/build/${jobId}/events?event_delivery=streaming`)).text);
}

export type TokenData = Extract<BuildEvent, { event: 'token' }>['data'];

export function tokensOf(events: readonly BuildEvent[]): TokenData[] {
  return events.flatMap((event) => (event.event === 'token' ? [event.data] : []));
}

/** The last version of every AI message, in the order they were first sent. */
export function answersOf(events: readonly BuildEvent[]): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const event of events) if (event.event === 'add_message' && event.data.sender === 'Machine') byId.set(event.data.id, event.data);
  return [...byId.values()];
}

/** Asserts the chunks came in order as token events of one message whose final text is their join; that message. */
export function expectStreamedAnswer(events: readonly BuildEvent[], chunks: readonly string[]): ChatMessage {
  const tokens = tokensOf(events);
  const answer = answersOf(events).at(-1);
  expect(tokens.map((token) => token.chunk)).toEqual(chunks);
  expect(answer?.text).toBe(chunks.join(''));
  expect(new Set(tokens.map((token) => token.id))).toEqual(new Set([answer?.id]));
  return answer!;
}

/**
 * The run API's stream as Langflow 1.6 sends it: the answer is announced by an add_message holding
 * its first chunk right before that chunk's token, then every chunk comes as a token of that
 * message, in order; the streaming component does not send the completed message again (a later
 * component showing it, as Chat Output shows an agent's, may). That first add_message.
 */
export function expectRunStreamedAnswer(events: readonly BuildEvent[], chunks: readonly string[]): ChatMessage {
  const tokens = tokensOf(events);
  expect(tokens.map((token) => token.chunk)).toEqual(chunks);
  expect(new Set(tokens.map((token) => token.id)).size).toBe(1);
  const firstToken = events.findIndex((event) => event.event === 'token');
  const lastToken = events.findLastIndex((event) => event.event === 'token');
  const announced = events[firstToken - 1];
  expect(announced).toMatchObject({ event: 'add_message', data: { id: tokens[0]?.id, text: chunks[0] } });
  const repeats = events.flatMap((event, index) => (event.event === 'add_message' && event.data.id === tokens[0]?.id ? [index] : []));
  expect(repeats.filter((index) => index !== firstToken - 1).every((index) => index > lastToken)).toBe(true);
  return (announced as Extract<BuildEvent, { event: 'add_message' }>).data;
}
