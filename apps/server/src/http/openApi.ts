// The OpenAPI document of the public API (run, webhook, keys, files, flows, store), made from the
// zod schemas the routes declare in their `schema` (apiSchema below): Fastify checks every request
// against them before the handler runs, and @fastify/swagger turns the same objects into JSON
// Schema (z.toJSONSchema), so the document cannot drift from what the server accepts. Served as
// /openapi.json and browsable at /docs (Swagger UI from its own package, no CDN; it runs under the
// console's content security policy: no inline script).
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifySchema, type FastifySchemaCompiler, type FastifySerializerCompiler, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { z } from 'zod';
import { readPackageInfo } from '../config/packageInfo';
import { ANSWERS_HEAD } from './headRequests';
import { pathOf } from './serverPaths';

/** The document's groups, in the order /docs shows them. */
export const API_TAGS = ['run', 'keys', 'flows', 'files', 'store'] as const;
export type ApiTag = (typeof API_TAGS)[number];

const TAG_DESCRIPTIONS: Record<ApiTag, string> = {
  run: 'Run flows and published apps (Langflow-compatible), webhooks, and the embedded chat page (rest/*).',
  keys: 'API keys and channel codes of an app.',
  flows: 'The signed-in developer’s flows.',
  files: 'Uploads kept beside a flow (v1) and the user’s own files (v2).',
  store: 'The marketplace: published apps, likes, favourites, publishing.',
};

/** How a route may be called: a session's bearer token, an API key (header or query), or nothing. */
export type ApiAuth = 'session' | 'key' | 'public';

export interface ApiSchemaParts {
  tag: ApiTag;
  summary: string;
  auth: ApiAuth;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

const SECURITY: Record<ApiAuth, Array<Record<string, string[]>>> = {
  session: [{ bearer: [] }],
  key: [{ apiKeyHeader: [] }, { apiKeyQuery: [] }, { bearer: [] }],
  public: [],
};

/** A documented route's `schema`: its request parts (zod), group, summary and credentials. */
export function apiSchema({ tag, summary, auth, ...parts }: ApiSchemaParts): FastifySchema {
  return { tags: [tag], summary, security: SECURITY[auth], ...parts };
}

function isZod(schema: unknown): schema is z.ZodType {
  return schema instanceof z.ZodType;
}

/**
 * Fastify's check of a request part: the zod schema's, whose ZodError the error handler answers
 * as for any other bad input. An absent body is checked as the empty object handlers read it as.
 * `parsed`: the part goes on as the schema's output; otherwise unchanged.
 */
const zodCompiler =
  (parsed: boolean): FastifySchemaCompiler<unknown> =>
  ({ schema, httpPart }) => {
    if (!isZod(schema)) throw new Error(`route schemas are zod schemas; ${httpPart ?? 'a part'} is not`);
    return (data: unknown) => {
      const result = schema.safeParse(httpPart === 'body' && data === undefined ? {} : data);
      if (!result.success) return { error: result.error };
      return { value: parsed ? result.data : data };
    };
  };

/** Every route's check: handlers parse the unchanged part with the same schema for its typed value. */
const zodValidatorCompiler = zodCompiler(false);

/**
 * A route's own `validatorCompiler` when its handler reads the parts as the schemas' output
 * (defaults filled in), checked and parsed once: the run API, where a second parse cost each run.
 */
export const zodParsingCompiler = zodCompiler(true);

/** What a route with a response schema meets: answers are sent as JSON.stringify makes them. */
const noResponseSchemas: FastifySerializerCompiler<unknown> = ({ url }) => {
  throw new Error(`routes declare no response schema (${url} does)`);
};

/**
 * The server's schema compilers, for Fastify's options: the zod check above for requests, none for
 * answers. Given there, Fastify does not load its default ones (Ajv and fast-json-stringify, about
 * a tenth of a start's CPU, issue 19).
 */
type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

// Fastify calls what a factory returns as it calls a compiler given to setValidatorCompiler (or
// setSerializerCompiler); the factories' types speak of Ajv's and fast-json-stringify's own.
const compilers = (validator: FastifySchemaCompiler<unknown>, serializer: FastifySerializerCompiler<unknown>): CompilersFactory => ({
  buildValidator: (() => validator) as unknown as CompilersFactory['buildValidator'],
  buildSerializer: (() => serializer) as unknown as CompilersFactory['buildSerializer'],
});

export const zodSchemaController: FastifyServerOptions['schemaController'] = { compilersFactory: compilers(zodValidatorCompiler, noResponseSchemas) };

/** A request part as JSON Schema: what a client may send (zod's input side). */
function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  return rest;
}

function documented(schema: FastifySchema | undefined): FastifySchema | undefined {
  if (!schema) return schema;
  const converted: Record<string, unknown> = { ...schema };
  for (const part of ['params', 'querystring', 'body'] as const) {
    const value = schema[part];
    if (isZod(value)) converted[part] = jsonSchemaOf(value);
  }
  return converted as FastifySchema;
}

/** Headers of the docs app's answer that the main app's reply sets itself. */
const HOP_HEADERS = new Set(['connection', 'content-length', 'date', 'keep-alive', 'transfer-encoding']);

const acceptAnything: FastifySchemaCompiler<unknown> = () => () => true;

/**
 * The document and its UI in an app of their own, made on the first call of /openapi.json or
 * /docs: @fastify/swagger, Swagger UI and YAML cost a start about a tenth of its time (issue 19).
 * The routes the document describes are added to it as the main app saw them; the docs app only
 * describes them, so it checks and serializes nothing.
 */
async function createDocsApp(routes: RouteOptions[]): Promise<FastifyInstance> {
  const [{ default: fastifySwagger }, { default: fastifySwaggerUi }] = await Promise.all([import('@fastify/swagger'), import('@fastify/swagger-ui')]);
  const docs = Fastify({
    routerOptions: { ignoreTrailingSlash: true },
    logger: false,
    schemaController: { compilersFactory: compilers(acceptAnything, () => (data) => JSON.stringify(data)) },
  });
  const { version } = readPackageInfo();
  await docs.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Flow platform API', description: 'The public API: run, webhook, API keys, files, flows and the marketplace. Langflow-compatible where Langflow has the call.', version },
      tags: API_TAGS.map((name) => ({ name, description: TAG_DESCRIPTIONS[name] })),
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          apiKeyQuery: { type: 'apiKey', in: 'query', name: 'x-api-key' },
        },
      },
    },
    // Only routes that declare an apiSchema (they carry a tag) are the public API.
    hideUntagged: true,
    transform: ({ schema, url }) => ({ schema: documented(schema) as FastifySchema, url }),
  });
  for (const { method, url, schema, config } of routes) docs.route({ method, url, schema, config, handler: async () => null });
  await docs.register(fastifySwaggerUi, {
    routePrefix: '/docs',
    // The validator badge would load a picture from swagger.io, which the policy refuses anyway.
    uiConfig: { validatorUrl: null, deepLinking: true },
  });
  await docs.ready();
  return docs;
}

/** Must run before the routes are added: the document collects them as they register. */
export function registerOpenApi(app: FastifyInstance): void {
  // What the document lists: a route with a tag (HEAD routes are GET's twins, left out as
  // @fastify/swagger leaves them out).
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' && (route.schema?.tags?.length ?? 0) > 0) routes.push(route);
  });
  let docsApp: Promise<FastifyInstance> | undefined;
  const docs = () => {
    docsApp ??= createDocsApp(routes).catch((error: unknown) => {
      docsApp = undefined;
      throw error;
    });
    return docsApp;
  };
  app.addHook('onClose', async () => {
    if (docsApp) await (await docsApp.catch(() => null))?.close();
  });
  app.get('/openapi.json', { config: { auth: 'public' }, ...ANSWERS_HEAD }, async () => (await docs()).swagger());
  // The UI's own routes (page, assets, its copy of the document) are public like the document.
  app.register(async (scope) => {
    // The UI's own redirect of its index.html keeps a query string and then redirects to itself.
    scope.addHook('onRequest', async (request, reply) => {
      if (pathOf(request.url) === '/docs/static/index.html') return reply.redirect('/docs/');
    });
    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = await (await docs()).inject({ method: 'GET', url: request.url, headers: request.headers });
      // Not one of the UI's: answered as any unknown path (the UI's own asset route does the same).
      if (answer.statusCode === 404) return reply.callNotFound();
      for (const [name, value] of Object.entries(answer.headers)) if (value !== undefined && !HOP_HEADERS.has(name)) reply.header(name, value);
      return reply.code(answer.statusCode).send(answer.rawPayload);
    };
    scope.get('/docs', { config: { auth: 'public' }, ...ANSWERS_HEAD }, forward);
    scope.get('/docs/*', { config: { auth: 'public' }, ...ANSWERS_HEAD }, forward);
  });
}
