import { BUILD_MESSAGES, type BuildMessageKey } from './messages';

export interface BuildErrorOptions {
  /** HTTP status of the answer that failed, when there was one. */
  status?: number;
  /** The server's own explanation (`detail`), kept for logs and for the cases that show it. */
  detail?: string;
  /** Shown instead of the coded text; polling failures show the server's detail (spec/3 section 8). */
  message?: string;
  cause?: unknown;
}

/**
 * A failure of the build protocol itself (starting the job, reading events). `code` is a key of
 * BUILD_MESSAGES so the UI can translate; `message` is the text to show when it does not.
 */
export class BuildError extends Error {
  readonly code: BuildMessageKey;
  readonly status: number | undefined;
  readonly detail: string | undefined;

  constructor(code: BuildMessageKey, options: BuildErrorOptions = {}) {
    super(options.message ?? BUILD_MESSAGES[code], { cause: options.cause });
    this.name = 'BuildError';
    this.code = code;
    this.status = options.status;
    this.detail = options.detail;
  }
}
