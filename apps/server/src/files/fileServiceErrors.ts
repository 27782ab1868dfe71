// Why the file service refused a file a component made (Save File), in one coded table: the
// component carries the error by code, so the client and the server word it in the reader's
// language (serverMessages of @app/i18n) instead of showing this English inside their text.

export const fileServiceMessages = {
  SAVED_FILE_EXTENSION_INVALID: (p: { name: string }) => `A saved file needs an extension of letters and digits: "${p.name}".`,
  SAVED_FILE_TOO_LARGE: (p: { limit: string }) => `The file is larger than the ${p.limit} a file may be.`,
  /** USER_FILES_QUOTA_MB: what the owner's files (我的文件) may take together. */
  USER_FILES_FULL: (p: { limit_mb: number }) => `The owner's files have reached their storage limit of ${p.limit_mb} MB.`,
} as const;

export type FileServiceErrorCode = keyof typeof fileServiceMessages;

type Params<C extends FileServiceErrorCode> = Parameters<(typeof fileServiceMessages)[C]>;

export class FileServiceError extends Error {
  readonly code: FileServiceErrorCode;
  /** What the message was rendered from, so a build error can carry it by code to the client. */
  readonly params: Record<string, unknown>;

  constructor(code: FileServiceErrorCode, message: string, params: Record<string, unknown>) {
    super(message);
    this.name = 'FileServiceError';
    this.code = code;
    this.params = params;
  }
}

export function fileServiceError<C extends FileServiceErrorCode>(code: C, ...params: Params<C>): FileServiceError {
  const render = fileServiceMessages[code] as (...args: Params<C>) => string;
  return new FileServiceError(code, render(...params), params[0]);
}
