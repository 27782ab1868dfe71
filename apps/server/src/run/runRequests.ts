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

/**
 * Where the JSON of a request's body stopped parsing; the route answers it with a json_invalid
 * problem. Kept beside the request, not as its body: the run route's body reaches it parsed by its
 * schema (zodParsingCompiler), which would make any object a plain one.
 */
const unparsableAt = new WeakMap<FastifyRequest, number>();

function errorPosition(error: unknown): number {
  const match = error instanceof Error ? /position (\d+)/.exec(error.message) : null;
  return match ? Number(match[1]) : 0;
}

/**
 * In `scope` only: JSON bodies may be empty and requests may have no body at all (both the
 * defaults, as Langflow's run endpoint reads them), and bad JSON reaches the route as an empty
 * body that validationProblems refuses.
 */
export function acceptLenientJson(scope: FastifyInstance): void {
  scope.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined || request.body === null) request.body = {};
    done();
  });
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text) as unknown);
    } catch (error) {
      unparsableAt.set(request, errorPosition(error));
      done(null, {});
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
  const unparsable = unparsableAt.get(request);
  if (unparsable !== undefined) return [{ type: 'json_invalid', loc: ['body', unparsable], msg: 'JSON decode error' }];
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
