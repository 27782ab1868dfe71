import { ErrorCode, type DetailError, type Envelope } from '@app/api-client';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { requestLanguage } from '../http/requestLanguage';
import { securityHeadersFor } from '../http/securityHeaders';
import { detailIn, wordingIn, type Wording } from './codedDetail';
import { AppError, internalError, invalidInput } from './appError';

// Not `import ... from 'node:http'`: an ES module import of node:http reads every export, and its
// WebSocket getter loads Node's bundled undici (about 60 ms of CPU at every start; issue 19).
const { STATUS_CODES } = process.getBuiltinModule('node:http');

/**
 * How a route answers errors: the accounts/admin/store/key/conversation calls use the
 * `{code, msg, data}` envelope, the calls inherited from Langflow use `{detail}` with the
 * HTTP status. Routes declare it in `config.errorFormat`; routes that declare nothing (and
 * unknown paths) use `detail`.
 */
export type ErrorFormat = 'envelope' | 'detail';

declare module 'fastify' {
  interface FastifyContextConfig {
    errorFormat?: ErrorFormat;
  }
}

export function errorFormatOf(request: FastifyRequest): ErrorFormat {
  return request.routeOptions.config?.errorFormat ?? 'detail';
}

/** The body of an error answer; a coded detail by `word` (the request's language), the server's own texts without it. */
export function errorBody(format: ErrorFormat, error: AppError, word?: Wording): Envelope<null> | DetailError {
  if (format === 'envelope') return { code: error.code, msg: error.message, data: null };
  const detail = error.coded && word ? detailIn(word, error.coded) : error.detail;
  return error.params ? { detail, code: error.code, params: error.params } : { detail };
}

function isFastifyClientError(error: unknown): error is FastifyError & { statusCode: number } {
  const status = (error as FastifyError | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function toAppError(error: unknown, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) {
    // A field rule of spec/1 section 5 (a custom issue) answers with its own Chinese message.
    const ruleMessage = error.issues.find((issue) => issue.code === 'custom')?.message;
    // Otherwise the schema's own English text is only the fallback: the client words the code and the fields.
    const params = ruleMessage === undefined ? { fields: refusedFields(error) } : undefined;
    return new AppError(400, ErrorCode.PARAMETER_ERROR, { msg: ruleMessage, detail: z.prettifyError(error), params });
  }
  if (isFastifyClientError(error)) {
    if (error.validation) return invalidInput(error.message);
    return new AppError(error.statusCode, invalidInput().code, { detail: error.message });
  }
  // Anything else is a bug or an outage: logged in full, answered without internals.
  request.log.error({ err: error }, 'request failed');
  return internalError();
}

/** The refused fields by path (`id`, `data.nodes`), each once; `body` when the whole value was refused. */
function refusedFields(error: z.ZodError): string {
  const paths = error.issues.map((issue) => (issue.path.length > 0 ? issue.path.map(String).join('.') : 'body'));
  return [...new Set(paths)].join(', ');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    const appError = toAppError(error, request);
    const word = appError.coded ? await wordingIn(requestLanguage(request)) : undefined;
    return reply.status(appError.status).headers(appError.headers).send(errorBody(errorFormatOf(request), appError, word));
  });
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot read (bad percent-encoding, an overlong
 * parameter) is refused before any route, hook or error handler runs, so this answer brings the
 * security headers itself and does not echo the URL back.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  const appError = new AppError(status, invalidInput().code, { detail: STATUS_CODES[status] });
  reply.status(status).headers(securityHeadersFor(request.url)).send(errorBody('detail', appError));
}
