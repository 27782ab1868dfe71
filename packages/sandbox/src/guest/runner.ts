// Guest side: what the worker calls inside QuickJS. describe() lists the components a module
// exports, run() builds the run context around the host bridge and calls the component's run,
// updateTemplate() calls its template hook. Answers leave as JSON text.
import type { AnyComponent, EngineServices, MessageEvents, MessageInit, RunContext, TemplateUpdate } from '@app/engine';
import type { ChatMessage } from '@app/flow-graph';
import type { GuestDescription, RunPayload } from '../protocol';
import { aborted, fromJson, notify, request, toJson } from './bridge';
import { definitions } from './definitions';
import { createChatMessage } from './engine';
import { guestFetch, installGlobals } from './globals';

installGlobals();

type Namespace = Record<string, unknown>;

function exportedComponents(namespace: Namespace): Array<[string, AnyComponent]> {
  return Object.keys(namespace).flatMap((name): Array<[string, AnyComponent]> => {
    const value = namespace[name];
    return typeof value === 'object' && value !== null && definitions.has(value) ? [[name, value as AnyComponent]] : [];
  });
}

function theComponent(namespace: Namespace): AnyComponent {
  const [first] = exportedComponents(namespace);
  if (!first) throw new Error('The module exports no component.');
  return first[1];
}

export function describe(namespace: Namespace): string {
  const description: GuestDescription = {
    components: exportedComponents(namespace).map(([exportName, component]) => ({
      exportName,
      // Functions drop out of the JSON; the host checks what remains.
      definition: fromJson(toJson(component)),
      updatesTemplate: typeof component.updateTemplate === 'function',
    })),
  };
  return toJson(description);
}

const CANCELLED = 'The build was cancelled.';

/** Enough of an AbortSignal for components that check it; the host interrupts a cancelled run anyway. */
const signal = {
  get aborted() {
    return aborted();
  },
  get reason() {
    return aborted() ? new Error(CANCELLED) : undefined;
  },
  throwIfAborted() {
    if (aborted()) throw new Error(CANCELLED);
  },
  onabort: null,
  addEventListener() {},
  removeEventListener() {},
} as unknown as AbortSignal;

function messageEvents(payload: RunPayload): MessageEvents {
  const addMessage = (init: MessageInit): ChatMessage => {
    const message = createChatMessage(init, payload.messageDefaults);
    notify('addMessage', message);
    return message;
  };
  const token = (messageId: string, chunk: string): void => notify('token', { id: messageId, chunk: String(chunk) });
  return {
    addMessage,
    token,
    removeMessage: (messageId) => notify('removeMessage', { id: messageId }),
    // As the engine streams: a partial message, its tokens, then the complete message.
    async streamMessage(init, chunks) {
      const partial = addMessage({ ...init, text: '', properties: { ...init.properties, state: 'partial' } });
      let text = '';
      for await (const chunk of chunks) {
        signal.throwIfAborted();
        text += chunk;
        token(partial.id, chunk);
      }
      signal.throwIfAborted();
      const complete: ChatMessage = { ...partial, text, properties: { ...partial.properties, state: 'complete' } };
      notify('addMessage', complete);
      return complete;
    },
  };
}

function levelled(level: 'debug' | 'info' | 'warn' | 'error') {
  return (message: string, details?: Record<string, unknown>) => notify(level, { message: String(message), details });
}

export async function run(namespace: Namespace, payloadText: string): Promise<string> {
  const payload = fromJson(payloadText) as RunPayload;
  const component = theComponent(namespace);
  const stopped: string[] = [];
  const excluded: string[] = [];
  const context: RunContext<Record<string, unknown>, string> = {
    inputs: payload.inputs,
    dynamicInputs: payload.dynamicInputs,
    signal,
    logger: {
      log: (message, options) => notify('log', { message, name: options?.name, output: options?.output }),
      debug: levelled('debug'),
      info: levelled('info'),
      warn: levelled('warn'),
      error: levelled('error'),
    },
    events: messageEvents(payload),
    sessionId: payload.sessionId,
    flowId: payload.flowId,
    vertexId: payload.vertexId,
    displayName: payload.displayName,
    // Network access only, the same door as the global fetch; no store or file service reaches the sandbox.
    services: { fetch: guestFetch } as unknown as EngineServices,
    // Applied by the host when the run returns, where the engine checks the output names.
    stop: (output) => void stopped.push(String(output)),
    excludeBranch: (output) => void excluded.push(String(output)),
    iterate: async (output, items) => (await request('iterate', { output, items })) as unknown[],
  };
  const values = await component.run(context);
  return toJson({ values: values ?? {}, stopped, excluded });
}

export async function updateTemplate(namespace: Namespace, payloadText: string): Promise<string> {
  const component = theComponent(namespace);
  const result = await component.updateTemplate?.(fromJson(payloadText) as TemplateUpdate);
  return toJson(result ?? {});
}
