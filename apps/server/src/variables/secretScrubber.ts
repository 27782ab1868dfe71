// Keeps decrypted credential values inside the running components: everything a build or run
// sends out or writes down (events, stored messages, vertex builds, transactions, log lines, the
// run API's answer and errors) passes through here and carries the mask instead of the value.
import { EngineError, wantsBuiltVertices, type EngineLogger, type EventSink, type MessageStore } from '@app/engine';

export const SECRET_MASK = '*****';

/**
 * Shorter values are masked only where a whole string equals them: replacing them inside other
 * text would also hit ids, timestamps and ordinary words.
 */
export const MIN_EMBEDDED_SECRET_LENGTH = 6;

export interface SecretScrubber {
  /**
   * A copy with every secret masked in strings, arrays, plain objects and error messages (an error
   * keeps its kind); the value itself when nothing needed masking.
   */
  scrub<T>(value: T): T;
  sink(downstream: EventSink): EventSink;
  messageStore(store: MessageStore): MessageStore;
  logger(logger: EngineLogger): EngineLogger;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

export function createSecretScrubber(values: Iterable<string>): SecretScrubber {
  const exact = new Set([...values].filter((value) => value !== ''));
  // Longest first, so a secret that contains another one is masked whole.
  const embedded = [...exact].filter((value) => value.length >= MIN_EMBEDDED_SECRET_LENGTH).sort((a, b) => b.length - a.length);

  const scrubText = (text: string): string => {
    if (exact.has(text)) return SECRET_MASK;
    let result = text;
    for (const secret of embedded) if (result.includes(secret)) result = result.replaceAll(secret, SECRET_MASK);
    return result;
  };

  // An error keeps its kind (an EngineError its code); its stack goes, since it repeats the message.
  const scrubError = (error: Error): Error => {
    const message = scrubText(error.message);
    if (message === error.message) return error;
    if (error instanceof EngineError) return new EngineError(error.code, message);
    const masked = new Error(message);
    masked.name = error.name;
    return masked;
  };

  // `open` holds the objects being walked: a cycle is left as it is rather than followed forever.
  const scrubValue = (value: unknown, open: WeakSet<object>): unknown => {
    if (typeof value === 'string') return scrubText(value);
    if (typeof value !== 'object' || value === null || open.has(value)) return value;
    if (value instanceof Error) return scrubError(value);
    open.add(value);
    try {
      return scrubObject(value, open);
    } finally {
      open.delete(value);
    }
  };

  const scrubObject = (value: object, open: WeakSet<object>): unknown => {
    if (Array.isArray(value)) {
      const items = value.map((item: unknown) => scrubValue(item, open));
      return items.some((item, index) => item !== value[index]) ? items : value;
    }
    if (!isPlainObject(value)) return value;
    let changed = false;
    const entries = Object.entries(value).map(([key, item]) => {
      const scrubbed = scrubValue(item, open);
      if (scrubbed !== item) changed = true;
      return [key, scrubbed] as const;
    });
    return changed ? Object.fromEntries(entries) : value;
  };

  const scrub = <T>(value: T): T => (exact.size === 0 ? value : (scrubValue(value, new WeakSet()) as T));

  return {
    scrub,
    sink: (downstream) => (exact.size === 0 ? downstream : { emit: (event) => downstream.emit(scrub(event)), wantsBuiltVertices: wantsBuiltVertices(downstream) }),
    messageStore: (store) => ({ list: (query) => store.list(query), save: (message) => store.save(scrub(message)) }),
    logger: (logger) => ({
      debug: (message, details) => logger.debug(scrub(message), scrub(details)),
      info: (message, details) => logger.info(scrub(message), scrub(details)),
      warn: (message, details) => logger.warn(scrub(message), scrub(details)),
      error: (message, details) => logger.error(scrub(message), scrub(details)),
    }),
  };
}
