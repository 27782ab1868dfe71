// The agent's answer in the chat: one AI message, sent before the model starts, its text streamed
// as tokens and sent again whenever a tool call starts or ends, so the steps show as they happen.
// Called as a tool, the agent keeps quiet and only returns its message.
import type { MessageEvents, MessageInit, RunContext } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';
import { createMessageValue } from '../values/message';
import type { AgentLoopObserver } from './agentLoop';
import { AgentSteps } from './agentSteps';

export interface AgentMessage extends AgentLoopObserver {
  /** The final message: the text so far, the steps, state complete. */
  finish(): ChatMessage;
}

type MessageContext = Pick<RunContext<unknown, string>, 'events' | 'flowId' | 'sessionId' | 'vertexId' | 'displayName' | 'toolCall'>;

const AGENT_ICON = 'Bot';

function messageInit(steps: AgentSteps, text: string, state: 'partial' | 'complete'): MessageInit {
  return {
    sender: 'Machine',
    sender_name: 'AI',
    text,
    content_blocks: steps.hasToolCalls ? steps.blocks() : [],
    properties: { icon: AGENT_ICON, state },
  };
}

/** Sends the message and keeps it current; returns what the observer reports to. */
function chatMessage(events: MessageEvents, steps: AgentSteps): AgentMessage {
  let text = '';
  const first = events.addMessage({ ...messageInit(steps, '', 'partial'), content_blocks: [] });
  const resend = (state: 'partial' | 'complete') => events.addMessage({ ...messageInit(steps, text, state), id: first.id, timestamp: first.timestamp });
  return {
    text(delta) {
      text += delta;
      events.token(first.id, delta);
    },
    toolStarted(callId, name, input) {
      steps.toolStarted(callId, name, input);
      resend('partial');
    },
    toolFinished(callId, output) {
      steps.toolFinished(callId, output);
      resend('partial');
    },
    toolFailed(callId, error) {
      steps.toolFailed(callId, error);
      resend('partial');
    },
    finish: () => resend('complete'),
  };
}

/** Called as a tool: the same steps and text, but nothing is sent; the caller gets the message. */
function quietMessage(context: MessageContext, steps: AgentSteps): AgentMessage {
  let text = '';
  return {
    text(delta) {
      text += delta;
    },
    toolStarted: (callId, name, input) => steps.toolStarted(callId, name, input),
    toolFinished: (callId, output) => steps.toolFinished(callId, output),
    toolFailed: (callId, error) => steps.toolFailed(callId, error),
    finish: () => createMessageValue(context, messageInit(steps, text, 'complete')),
  };
}

export function createAgentMessage(context: MessageContext, input: string): AgentMessage {
  const steps = new AgentSteps(input);
  return context.toolCall ? quietMessage(context, steps) : chatMessage(context.events, steps);
}
