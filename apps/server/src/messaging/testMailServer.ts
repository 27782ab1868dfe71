// A local SMTP server for tests (this package and tests/e2e): it keeps every message it receives
// and lets a test wait for the next one sent to an address, e.g. to read a verification code.
import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** Envelope sender and recipients, as the SMTP client gave them. */
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The user the client signed in as; null without AUTH. */
  authenticatedAs: string | null;
}

export interface TestMailServerOptions {
  /** Require AUTH with these credentials (plain-text AUTH is allowed: tests run without TLS). */
  user?: string;
  pass?: string;
}

export interface TestMailServer {
  port: number;
  /** SMTP_* variables that point a server at this one (plain SMTP, no TLS). */
  env: Record<string, string>;
  /** Every message received, oldest first. */
  messages: ReceivedMail[];
  /**
   * The oldest message to the address that no earlier call has returned, waiting for one when
   * there is none yet; rejects after timeoutMs (default 10 s).
   */
  nextMessageTo(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** The 6-digit verification code in a message's text. */
export function verificationCodeIn(mail: ReceivedMail): string {
  const code = /(?<!\d)\d{6}(?!\d)/.exec(mail.text)?.[0];
  if (!code) throw new Error(`no 6-digit code in the message "${mail.subject}"`);
  return code;
}

export async function startTestMailServer(options: TestMailServerOptions = {}): Promise<TestMailServer> {
  const messages: ReceivedMail[] = [];
  const unread = new Map<string, ReceivedMail[]>();
  const waiting = new Map<string, Array<(mail: ReceivedMail) => void>>();
  const keyOf = (address: string) => address.trim().toLowerCase();

  function deliver(mail: ReceivedMail): void {
    messages.push(mail);
    for (const address of mail.to.map(keyOf)) {
      const waiter = waiting.get(address)?.shift();
      if (waiter) waiter(mail);
      else unread.set(address, [...(unread.get(address) ?? []), mail]);
    }
  }

  const server = new SMTPServer({
    logger: false,
    disabledCommands: options.user ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    authOptional: !options.user,
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === options.user && auth.password === options.pass) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks)).then(
          (email) => {
            deliver({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              subject: email.subject ?? '',
              text: email.text ?? '',
              html: email.html ?? '',
              authenticatedAs: typeof session.user === 'string' ? session.user : null,
            });
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    port,
    env: {
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      SMTP_SECURE: 'false',
      SMTP_FROM: 'no-reply@test.local',
      ...(options.user ? { SMTP_USER: options.user, SMTP_PASS: options.pass ?? '' } : {}),
    },
    messages,
    nextMessageTo(address, timeoutMs = 10_000) {
      const key = keyOf(address);
      const queued = unread.get(key)?.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const waiter = (mail: ReceivedMail) => {
          clearTimeout(timer);
          resolve(mail);
        };
        const timer = setTimeout(() => {
          waiting.set(key, (waiting.get(key) ?? []).filter((entry) => entry !== waiter));
          reject(new Error(`no message to ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.set(key, [...(waiting.get(key) ?? []), waiter]);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
