// A WebSocket stand-in for jsdom tests of the voice assistant: opened, fed and closed by the test.
import { vi } from 'vitest';

export class FakeWebSocket extends EventTarget {
  static opened: FakeWebSocket[] = [];
  readonly OPEN = 1;
  readyState = 0;
  sent: Array<{ type: string; [field: string]: unknown }> = [];
  constructor(readonly url: string) {
    super();
    FakeWebSocket.opened.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  receive(message: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
}

export function installFakeWebSocket() {
  FakeWebSocket.opened = [];
  vi.stubGlobal('WebSocket', FakeWebSocket);
  return FakeWebSocket;
}

/** A microphone whose permission prompt never answers (`pending`) or is refused with `errorName`. */
export function installMicrophone(behaviour: { errorName?: string } = {}) {
  const getUserMedia = vi.fn(() => (behaviour.errorName ? Promise.reject(Object.assign(new Error('denied'), { name: behaviour.errorName })) : new Promise<never>(() => undefined)));
  const enumerateDevices = vi.fn(async () => [
    { kind: 'audioinput', deviceId: 'mic-1', label: 'USB Mic', groupId: 'g' },
    { kind: 'videoinput', deviceId: 'cam', label: 'Camera', groupId: 'g' },
  ]);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia, enumerateDevices }, configurable: true });
  return { getUserMedia, enumerateDevices };
}
