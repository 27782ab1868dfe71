// Request bodies of the run API read as Langflow (FastAPI and pydantic) reads them: an empty JSON
// body or none is the defaults, JSON that does not parse and fields that break the schema answer 422 with
// FastAPI's `detail` list of `{type, loc, msg}` problems.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** One entry of FastAPI's validation answer. */
export interface ValidationProblem {
  type: string;
  loc: Array<string | number>;
  msg: string;
}

/** A body whose JSON did not parse; the route answers it with a json_invalid problem. */
export class UnparsableJson {
  constructor(readonly position: number) {}
}

function errorPosition(error: unknown): number {
  const match = error instanceof Error ? /position (\d+)/.exec(error.message) : null;
  return match ? Number(match[1]) : 0;
}

/**
 * In `scope` only: JSON bodies may be empty and requests may have no body at all (both the
 * defaults, as Langflow's run endpoint reads them), and bad JSON reaches the route as UnparsableJson.
 */
export function acceptLenientJson(scope: FastifyInstance): void {
  scope.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text) as unknown);
    } catch (error) {
      done(null, new UnparsableJson(errorPosition(error)));
    }
  });
}

/** pydantic's error type for a zod issue, as close as the two vocabularies allow. */
function problemType(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'object' ? 'dict_type' : `${issue.expected}_type`;
    case 'invalid_value':
      return 'literal_error';
    case 'too_big':
      return issue.origin === 'string' ? 'string_too_long' : 'too_long';
    case 'too_small':
      return issue.origin === 'string' ? 'string_too_short' : 'too_short';
    default:
      return 'value_error';
  }
}

function problemMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value') {
    const options = issue.values.map((value) => `'${String(value)}'`);
    return `Input should be ${options.length > 1 ? `${options.slice(0, -1).join(', ')} or ${options.at(-1)}` : options.join('')}`;
  }
  return issue.message;
}

/** The request's problems in FastAPI's form, or undefined when it is valid. */
export function validationProblems(request: FastifyRequest): ValidationProblem[] | undefined {
  if (request.body instanceof UnparsableJson) return [{ type: 'json_invalid', loc: ['body', request.body.position], msg: 'JSON decode error' }];
  const error = request.validationError;
  if (!error) return undefined;
  const part = (error as { validationContext?: string }).validationContext ?? 'body';
  const location = part === 'querystring' ? 'query' : part === 'params' ? 'path' : part;
  if (!(error instanceof z.ZodError)) return [{ type: 'value_error', loc: [location], msg: error.message }];
  return error.issues.map((issue) => ({
    type: problemType(issue),
    loc: [location, ...issue.path.map((key) => (typeof key === 'symbol' ? String(key) : key))],
    msg: problemMessage(issue),
  }));
}
