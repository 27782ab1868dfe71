// A local stand-in for the Astra DB Data API subset vector stores use, started by the test on a
// free port: POST /api/json/v1/{keyspace} createCollection and findCollections, and POST
// /api/json/v1/{keyspace}/{collection} the collection commands of ./astraCollection; and, for the
// DevOps API, GET /v2/databases listing the databases given, as Astra lists them. A wrong Token
// (Authorization: Bearer for DevOps) answers 401.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectionCommand, failure, type AstraCollectionOptions, type AstraDocument, type StandInCollection } from './astraCollection';

export type { AstraCollectionOptions, AstraDocument } from './astraCollection';
type Body = Record<string, Record<string, unknown>>;

export interface AstraTestServer {
  /** http://127.0.0.1:<port>, the API endpoint to set. */
  endpoint: string;
  /** Each command served: its path under /api/json/v1, its name and body. */
  commands: Array<{ path: string; name: string; body: Record<string, unknown> }>;
  /** Creates `keyspace/collection` as Astra's console would, such as with an embedding provider, lexical indexing and reranking. */
  createCollection(keyspace: string, collection: string, options: AstraCollectionOptions): void;
  /** The documents of `keyspace/collection` in insertion order. */
  documents(keyspace: string, collection: string): AstraDocument[];
  close(): Promise<void>;
}

/** A database the DevOps API lists: its id, name and the region of its one datacenter. */
export interface AstraTestDatabase {
  id: string;
  name: string;
  region: string;
}

const listed = (database: AstraTestDatabase) => ({
  id: database.id,
  orgId: 'org-0001',
  status: 'ACTIVE',
  info: { name: database.name, keyspace: 'default_keyspace', keyspaces: ['default_keyspace'], region: database.region, datacenters: [{ id: `${database.id}-1`, region: database.region }] },
});

export async function startAstraTestServer(options: { token: string; databases?: readonly AstraTestDatabase[] }): Promise<AstraTestServer> {
  const keyspaces = new Map<string, Map<string, StandInCollection>>();
  const keyspace = (name: string) => keyspaces.get(name) ?? keyspaces.set(name, new Map()).get(name)!;
  const commands: AstraTestServer['commands'] = [];

  function answer(path: string, body: Body): unknown {
    const [keyspaceName = '', collectionName] = path.split('/');
    const collections = keyspace(keyspaceName);
    const name = Object.keys(body)[0] ?? '';
    commands.push({ path, name, body });
    if (collectionName !== undefined) return collectionCommand(collections.get(collectionName), name, body[name] ?? {});
    if (name === 'findCollections') {
      const explain = (body.findCollections?.options as { explain?: boolean } | undefined)?.explain === true;
      return { status: { collections: [...collections].map(([named, collection]) => (explain ? { name: named, options: collection.options } : named)) } };
    }
    if (name !== 'createCollection') return failure('UNKNOWN_COMMAND', `No command '${name}'`);
    const { name: created, options: settings } = body.createCollection as { name: string; options: AstraCollectionOptions };
    const existing = collections.get(created);
    if (existing && existing.options.vector.dimension !== settings.vector.dimension) return failure('EXISTING_COLLECTION_DIFFERENT_SETTINGS', `Collection '${created}' already exists with different settings`);
    if (!existing) collections.set(created, { options: settings, documents: new Map() });
    return { status: { ok: 1 } };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = /^\/api\/json\/v1\/(.+)$/.exec(request.url ?? '')?.[1];
    const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method === 'GET' && request.url?.startsWith('/v2/databases')) {
      commands.push({ path: request.url, name: 'listDatabases', body: {} });
      if (request.headers.authorization !== `Bearer ${options.token}`) return void reply(401, { errors: [{ description: 'Unauthorized', ID: 0 }] });
      return void reply(200, (options.databases ?? []).map(listed));
    }
    if (request.method !== 'POST' || path === undefined) return void reply(404, { message: 'Not found' });
    if (request.headers.token !== options.token) return void reply(401, failure('UNAUTHENTICATED_REQUEST', 'Role unauthorized for operation'));
    reply(200, answer(path, JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body));
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    commands,
    createCollection: (keyspaceName, collection, settings) => void keyspace(keyspaceName).set(collection, { options: settings, documents: new Map() }),
    documents: (keyspace, collection) => [...(keyspaces.get(keyspace)?.get(collection)?.documents.values() ?? [])],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
