import { ErrorCode, type DetailError, type Envelope } from '@app/api-client';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, internalError, invalidInput } from './appError';

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

export function errorBody(format: ErrorFormat, error: AppError): Envelope<null> | DetailError {
  return format === 'envelope' ? { code: error.code, msg: error.message, data: null } : { detail: error.detail };
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
    return new AppError(400, ErrorCode.PARAMETER_ERROR, { msg: ruleMessage, detail: z.prettifyError(error) });
  }
  if (isFastifyClientError(error)) {
    if (error.validation) return invalidInput(error.message);
    return new AppError(error.statusCode, invalidInput().code, { detail: error.message });
  }
  // Anything else is a bug or an outage: logged in full, answered without internals.
  request.log.error({ err: error }, 'request failed');
  return internalError();
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => {
    const appError = toAppError(error, request);
    return reply.status(appError.status).headers(appError.headers).send(errorBody(errorFormatOf(request), appError));
  });
}
