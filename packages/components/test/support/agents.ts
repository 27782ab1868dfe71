// Agent flows against the local test server: Chat Input -> Agent -> Chat Output, the agent's model
// an OpenAI-compatible node pointed at the server, its tools nodes in tool mode.
import { toolModeNode } from '@app/engine';
import type { BuildEvent, ChatMessage, GenericNode, WorkflowEdge } from '@app/flow-graph';
import { connect, makeNode, registry } from './flows';
import { keyedNode, TEST_KEY } from './models';

export const AGENT = 'Agent-agent';
export const MODEL = 'OpenAIModel-model';
export const OUTPUT = 'ChatOutput-out00';

/** A node switched to tool mode, as the editor's toolbar does it. */
export function toolNode(id: string, values: Record<string, unknown> = {}): GenericNode {
  const node = makeNode(id, values);
  node.data.node = toolModeNode(node.data.node, registry.get(node.data.type)!, true);
  return node;
}

export interface AgentFlowOptions {
  baseUrl: string;
  agent?: Record<string, unknown>;
  /** Nodes in tool mode whose Toolset the agent gets. */
  tools?: GenericNode[];
}

export function agentFlow(options: AgentFlowOptions): { nodes: GenericNode[]; edges: WorkflowEdge[] } {
  const tools = options.tools ?? [];
  const nodes = [
    makeNode('ChatInput-in000'),
    keyedNode(MODEL, { openai_api_base: options.baseUrl, api_key: TEST_KEY, model_name: 'gpt-4o-mini', max_retries: 0 }),
    makeNode(AGENT, { max_iterations: 5, ...options.agent }),
    makeNode(OUTPUT),
    ...tools,
  ];
  const edges = [
    connect(nodes, 'ChatInput-in000.message', `${AGENT}.input_value`),
    connect(nodes, `${MODEL}.model_output`, `${AGENT}.agent_llm`),
    connect(nodes, `${AGENT}.response`, `${OUTPUT}.input_value`),
    ...tools.map((tool) => connect(nodes, `${tool.id}.component_as_tool`, `${AGENT}.tools`)),
  ];
  return { nodes, edges };
}

/** The agent's message as the chat last showed it (add_message of its id, latest first). */
export function lastVersion(events: readonly BuildEvent[], id: string): ChatMessage | undefined {
  return events.flatMap((event) => (event.event === 'add_message' && event.data.id === id ? [event.data] : [])).at(-1);
}

/** The tool_use contents of a message's steps. */
export function toolUses(message: ChatMessage | undefined): Array<Record<string, unknown>> {
  return (message?.content_blocks ?? []).flatMap((block) => block.contents.filter((content) => content.type === 'tool_use'));
}
