// An in-memory app behind the AppChatApi, for stories and tests of the app chat and of apps that
// host it: store info, likes, the UI node's greeting and chips, conversations created by their
// first build (titled 新对话) and their messages, and a build transport that answers each question
// with a streamed reply. Not for production: nothing is persisted.
import { DEFAULT_CONVERSATION_TITLE } from '@app/api-client';
import { BuildClient, type BuildTransport } from '@app/build-runner';
import type { BuildEvent, ChatMessage } from '@app/flow-graph';
import type { AppChatApi, AppChatInfo, AppConversation, AppUiNode, ChatSuggestion } from '../app/appChatApi';
import { testChatMessage } from './chatMessage';

export const SAMPLE_STORE_ID = '5f0c8a52-3d4e-4b6a-9c1d-2e7f8a9b0c1d';
export const UI_OUTPUT_NODE_ID = 'UIOutput-ui001';

export const sampleAppInfo: AppChatInfo = {
  id: SAMPLE_STORE_ID,
  flow_id: 'flow-1',
  name: '旅行规划助手',
  description: '根据目的地、天数和预算，帮你规划行程、推荐景点和美食。',
  icon: 'Globe',
  icon_bg_color: '#0891b2',
  user_name: '李开发',
  user_profile_image: null,
  likes: 12,
  liked: false,
  released_at: '2026-03-01T08:30:00.000Z',
  updated_at: '2026-03-01T08:30:00.000Z',
};

export interface MemoryAppChatOptions {
  info?: Partial<AppChatInfo>;
  greeting?: string;
  suggestions?: ChatSuggestion[];
  /** Conversations with their messages, newest first. */
  conversations?: Array<AppConversation & { messages?: ChatMessage[] }>;
  /** The answer to a question (default 好的，关于“<question>”：…); streamed two characters a token. */
  reply?(question: string): string;
  /** The chips the UI Output node proposes after a run. */
  nextSuggestions?(question: string): ChatSuggestion[];
  /** Milliseconds between tokens (default 0). */
  tokenMs?: number;
  /** After the first token the answer waits until the build is stopped. */
  holdAnswer?: boolean;
  /** Calls that fail. */
  failing?: { info?: boolean; like?: boolean; remove?: boolean; upload?: boolean };
  /** Without it the chat offers no attachments. */
  uploads?: boolean;
}

export interface MemoryAppChatApi extends AppChatApi {
  /** Every build request, in order. */
  readonly requests: Array<{ session: string; text: string; files: string[] }>;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/** A stored message of the sample app's conversations. */
export const message = (fields: Parameters<typeof testChatMessage>[0]): ChatMessage => testChatMessage({ flow_id: SAMPLE_STORE_ID, ...fields });

export function createMemoryAppChatApi(options: MemoryAppChatOptions = {}): MemoryAppChatApi {
  let info: AppChatInfo = { ...sampleAppInfo, ...options.info };
  const node: AppUiNode = { node_id: UI_OUTPUT_NODE_ID, greeting: options.greeting ?? '你好！告诉我目的地和天数，我来帮你规划行程。', suggestions: options.suggestions ?? [] };
  const conversations = new Map<string, AppConversation & { messages: ChatMessage[] }>();
  for (const conversation of [...(options.conversations ?? [])].reverse()) conversations.set(conversation.id, { ...conversation, messages: conversation.messages ?? [] });
  const requests: MemoryAppChatApi['requests'] = [];
  const reply = options.reply ?? ((question: string) => `好的，关于“${question}”：这是一个示例回答。`);
  let jobs = 0;

  const open = (session: string) => {
    const existing = conversations.get(session);
    conversations.delete(session);
    const conversation = existing ?? { id: session, title: DEFAULT_CONVERSATION_TITLE, messages: [] };
    conversations.set(session, conversation);
    return conversation;
  };

  const transport: BuildTransport = {
    async run(request, sink) {
      const jobId = `memory-app-job-${(jobs += 1)}`;
      sink.onJobId?.(jobId);
      const session = request.body.inputs?.session ?? '';
      const text = request.body.inputs?.input_value ?? '';
      const files = request.body.files ?? [];
      requests.push({ session, text, files });
      const conversation = open(session);
      const emit = (event: BuildEvent) => sink.onEvent(event);
      const question = message({ id: `${jobId}-question`, session_id: session, text, files });
      conversation.messages.push(question);
      emit({ event: 'add_message', data: question });
      const answerText = reply(text);
      const answer = message({ id: `${jobId}-answer`, session_id: session, text: '', sender: 'Machine', sender_name: info.name });
      emit({ event: 'add_message', data: { ...answer, properties: { state: 'partial' } } });
      for (let at = 0; at < answerText.length; at += 2) {
        emit({ event: 'token', data: { id: answer.id, chunk: answerText.slice(at, at + 2) } });
        if (options.holdAnswer) await wait(Number.MAX_SAFE_INTEGER >>> 1, request.signal);
        else if (options.tokenMs) await wait(options.tokenMs, request.signal);
        if (request.signal.aborted) return { jobId, delivery: request.delivery };
      }
      const complete = { ...answer, text: answerText, properties: { state: 'complete' as const } };
      conversation.messages.push(complete);
      emit({ event: 'add_message', data: complete });
      const proposed = options.nextSuggestions?.(text);
      if (proposed) {
        emit({
          event: 'end_vertex',
          data: {
            build_data: {
              id: UI_OUTPUT_NODE_ID,
              inactivated_vertices: [],
              next_vertices_ids: [],
              top_level_vertices: [],
              valid: true,
              params: null,
              data: { results: {}, outputs: { ui: { message: { greeting: node.greeting, suggestions: proposed }, type: 'data' } }, logs: {}, message: {}, artifacts: {}, timedelta: 0, duration: '0 ms', used_frozen_result: false },
              timestamp: new Date().toISOString(),
            },
          },
        });
      }
      emit({ event: 'end', data: { build_duration: 0 } });
      return { jobId, delivery: request.delivery };
    },
  };

  const refuse = (what: string) => Promise.reject(new Error(`${what} failed`));
  return {
    requests,
    build: new BuildClient({ transport }),
    info: async () => (options.failing?.info ? refuse('info') : { ...info }),
    like: async () => {
      if (options.failing?.like) return refuse('like');
      if (!info.liked) info = { ...info, likes: info.likes + 1, liked: true };
      return { likes: info.likes, liked: info.liked };
    },
    uiNode: async () => ({ ...node }),
    conversations: async () => [...conversations.values()].reverse().map(({ id, title }) => ({ id, title })),
    messages: async (sessionId) => [...(conversations.get(sessionId)?.messages ?? [])],
    removeConversation: async (sessionId) => {
      if (options.failing?.remove || !conversations.has(sessionId)) return refuse('remove');
      conversations.delete(sessionId);
    },
    upload: options.uploads
      ? async (_storeId, file, onProgress) => {
          if (options.failing?.upload) return refuse('upload');
          onProgress(1);
          return { path: `${SAMPLE_STORE_ID}/2026-03-01_08-30-00_${file.name}` };
        }
      : undefined,
  };
}
