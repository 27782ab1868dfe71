// Guest side (runs inside QuickJS): the one door to the host. The worker puts these four functions
// on globalThis before anything else is evaluated; this module takes them and removes the global,
// so the component's own code reaches the host only through the SDK below. The host checks every
// call anyway: nothing here is trusted.

interface HostBridge {
  /** A fresh UUID from the host's crypto; message ids must come from here. */
  randomUUID(): string;
  /** Whether the build was cancelled. */
  aborted(): boolean;
  /** A one-way note to the host (logs, messages, tokens). */
  notify(method: string, payload: string): void;
  /** A call the host answers later (fetch, loop iterations); JSON in, JSON out. */
  request(method: string, payload: string): Promise<string>;
}

const holder = globalThis as unknown as { __sandboxHost?: HostBridge };
const host = holder.__sandboxHost as HostBridge;
delete holder.__sandboxHost;

// Taken now: the component's code runs in the same realm and could replace JSON later.
const { parse, stringify } = JSON;

export const randomUUID = (): string => host.randomUUID();

export const aborted = (): boolean => host.aborted();

export function notify(method: string, payload: unknown): void {
  host.notify(method, stringify(payload) ?? 'null');
}

export async function request(method: string, payload: unknown): Promise<unknown> {
  return parse(await host.request(method, stringify(payload) ?? 'null')) as unknown;
}

export const toJson = (value: unknown): string => stringify(value) ?? 'null';

export const fromJson = (text: string): unknown => parse(text) as unknown;
