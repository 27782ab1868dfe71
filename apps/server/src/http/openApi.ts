// The OpenAPI document of the public API (run, webhook, keys, files, flows, store), made from the
// zod schemas the routes declare in their `schema` (apiSchema below): Fastify checks every request
// against them before the handler runs, and @fastify/swagger turns the same objects into JSON
// Schema (z.toJSONSchema), so the document cannot drift from what the server accepts. Served as
// /openapi.json and browsable at /docs (Swagger UI from its own package, no CDN; it runs under the
// console's content security policy: no inline script).
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { readPackageInfo } from '../config/packageInfo';
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
 * as for any other bad input. The part goes on unchanged: handlers parse it with the same schema
 * for its typed value. An absent body is checked as the empty object handlers read it as.
 */
const zodValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, httpPart }) => {
  if (!isZod(schema)) throw new Error(`route schemas are zod schemas; ${httpPart ?? 'a part'} is not`);
  return (data: unknown) => {
    const result = schema.safeParse(httpPart === 'body' && data === undefined ? {} : data);
    return result.success ? { value: data } : { error: result.error };
  };
};

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

/** Must run before the routes are added: the document collects them as they register. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  app.setValidatorCompiler(zodValidatorCompiler);
  const { version } = readPackageInfo();
  await app.register(fastifySwagger, {
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
  app.get('/openapi.json', { config: { auth: 'public' } }, async () => app.swagger());
  // The UI's own routes (page, assets, its copy of the document) are public like the document.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, auth: 'public' };
    });
    // The UI's own redirect of its index.html keeps a query string and then redirects to itself.
    docs.addHook('onRequest', async (request, reply) => {
      if (pathOf(request.url) === '/docs/static/index.html') return reply.redirect('/docs/');
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: '/docs',
      // The validator badge would load a picture from swagger.io, which the policy refuses anyway.
      uiConfig: { validatorUrl: null, deepLinking: true },
    });
  });
}
