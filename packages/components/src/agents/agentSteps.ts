// What the agent did, as the content block Langflow's agents put on their message ("Agent
// Steps"): the input first, then one tool_use content per tool call with its arguments, its
// output or error, and how long it took.
import type { ContentBlock } from '@app/flow-graph';

export const AGENT_STEPS_TITLE = '智能体步骤';
const TOOL_ICON = 'Hammer';

export interface ToolUseContent {
  type: 'tool_use';
  name: string;
  tool_input: Record<string, unknown>;
  output: string | null;
  error: string | null;
  header: { title: string; icon: string };
  /** Milliseconds from the call to its answer. */
  duration?: number;
  [key: string]: unknown;
}

interface RunningCall {
  content: ToolUseContent;
  startedAt: number;
}

export class AgentSteps {
  private readonly contents: ContentBlock['contents'];
  private readonly calls = new Map<string, RunningCall>();

  constructor(
    input: string,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.contents = input === '' ? [] : [{ type: 'text', text: input, header: { title: '输入', icon: 'MessageSquare' } }];
  }

  /** True once a tool was called: the block is worth showing. */
  get hasToolCalls(): boolean {
    return this.calls.size > 0;
  }

  toolStarted(callId: string, name: string, input: unknown): void {
    const content: ToolUseContent = {
      type: 'tool_use',
      name,
      tool_input: typeof input === 'object' && input !== null && !Array.isArray(input) ? { ...(input as Record<string, unknown>) } : { input },
      output: null,
      error: null,
      header: { title: `正在调用 **${name}**`, icon: TOOL_ICON },
    };
    this.calls.set(callId, { content, startedAt: this.now() });
    this.contents.push(content);
  }

  toolFinished(callId: string, output: string): void {
    this.settle(callId, (content) => {
      content.output = output;
      content.header = { title: `已调用 **${content.name}**`, icon: TOOL_ICON };
    });
  }

  toolFailed(callId: string, error: string): void {
    this.settle(callId, (content) => {
      content.error = error;
      content.header = { title: `调用 **${content.name}** 出错`, icon: TOOL_ICON };
    });
  }

  /** The message's content blocks, copied, so a message sent earlier keeps what it showed then. */
  blocks(): ContentBlock[] {
    return [{ title: AGENT_STEPS_TITLE, contents: structuredClone(this.contents), allow_markdown: true }];
  }

  private settle(callId: string, update: (content: ToolUseContent) => void): void {
    const call = this.calls.get(callId);
    if (!call) return;
    update(call.content);
    call.content.duration = Math.round(this.now() - call.startedAt);
  }
}
