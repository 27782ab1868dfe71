// A voice assistant client for the tests: Node's WebSocket on the voice socket, its messages kept
// in order, and waits for the next one of a type.
import type { VoiceClientMessage, VoiceServerMessage } from '@app/api-client';
import type { TestServer } from '../../src/testing';

export interface VoiceClient {
  readonly messages: VoiceServerMessage[];
  send(message: VoiceClientMessage | string): void;
  /** The first message of that type not yet waited for (in arrival order). */
  next<T extends VoiceServerMessage['type']>(type: T, timeoutMs?: number): Promise<Extract<VoiceServerMessage, { type: T }>>;
  /** Resolves with the close code once the server closed the socket. */
  closed: Promise<number>;
  close(): void;
}

export function voiceSocketUrl(server: TestServer, flowId: string, sessionId: string, query: Record<string, string> = {}): string {
  const search = new URLSearchParams(query).toString();
  return `${server.url.replace(/^http/, 'ws')}/api/v1/voice/ws/flow_tts/${flowId}/${sessionId}${search ? `?${search}` : ''}`;
}

export function openVoice(url: string, init?: { headers?: Record<string, string> }): VoiceClient {
  const socket = init ? new WebSocket(url, init as unknown as string[]) : new WebSocket(url);
  const messages: VoiceServerMessage[] = [];
  const taken = new Set<number>();
  const waiters = new Set<() => void>();
  socket.addEventListener('message', (event) => {
    messages.push(JSON.parse(String(event.data)) as VoiceServerMessage);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.addEventListener('close', (event) => resolve(event.code)));
  const opened = new Promise<void>((resolve) => socket.addEventListener('open', () => resolve()));
  return {
    messages,
    send(message) {
      void opened.then(() => socket.send(typeof message === 'string' ? message : JSON.stringify(message)));
    },
    next(type, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no ${type} message; got ${messages.map((message) => message.type).join(', ')}`));
        }, timeoutMs);
        function look(): boolean {
          const index = messages.findIndex((message, at) => message.type === type && !taken.has(at));
          if (index === -1) return false;
          taken.add(index);
          waiters.delete(look);
          clearTimeout(timer);
          resolve(messages[index] as never);
          return true;
        }
        if (!look()) waiters.add(look);
      });
    },
    closed,
    close: () => socket.close(),
  };
}

/** `seconds` of quiet PCM16 at 24 kHz, base64, in pieces as a client streams it. */
export function audioPieces(seconds: number, pieces = 4): string[] {
  const pcm = Buffer.alloc(Math.round(seconds * 24000) * 2);
  const size = Math.ceil(pcm.length / pieces / 2) * 2;
  const out: string[] = [];
  for (let offset = 0; offset < pcm.length; offset += size) out.push(pcm.subarray(offset, offset + size).toString('base64'));
  return out;
}

/** The PCM of every response.audio.delta, joined. */
export function audioOf(messages: readonly VoiceServerMessage[]): Buffer {
  return Buffer.concat(messages.flatMap((message) => (message.type === 'response.audio.delta' ? [Buffer.from(message.delta, 'base64')] : [])));
}
