// A local stand-in for the Astra DB Data API subset vector stores use, started by the test on a
// free port: POST /api/json/v1/{keyspace} createCollection and POST
// /api/json/v1/{keyspace}/{collection} insertMany, deleteMany and find sorted by $vector with
// $similarity as Astra gives it for the cosine metric, (1 + cos) / 2. A wrong Token answers 401;
// Astra's command errors come, as Astra's do, with status 200 and an `errors` list.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface AstraDocument {
  _id: string;
  $vector: number[];
  [field: string]: unknown;
}

export interface AstraTestServer {
  /** http://127.0.0.1:<port>, the API endpoint to set. */
  endpoint: string;
  /** Each command served: its path under /api/json/v1, its name and body. */
  commands: Array<{ path: string; name: string; body: Record<string, unknown> }>;
  /** The documents of `keyspace/collection` in insertion order. */
  documents(keyspace: string, collection: string): AstraDocument[];
  close(): Promise<void>;
}

interface Collection {
  dimension: number;
  documents: Map<string, AstraDocument>;
}

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  a.forEach((x, index) => {
    const y = b[index] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  });
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

const failure = (errorCode: string, message: string) => ({ errors: [{ errorCode, message }] });

type Body = Record<string, Record<string, unknown>>;

function collectionCommand(collection: Collection | undefined, name: string, body: Body): unknown {
  if (!collection) return failure('COLLECTION_NOT_EXIST', 'Collection does not exist');
  const command = body[name] ?? {};
  if (name === 'insertMany') {
    const documents = command.documents as AstraDocument[];
    for (const document of documents) {
      if (collection.documents.has(document._id)) return failure('DOCUMENT_ALREADY_EXISTS', `Document already exists with the given _id ${document._id}`);
      if (document.$vector.length !== collection.dimension) return failure('VECTOR_SIZE_MISMATCH', `Length of vector parameter different from declared '${collection.dimension}'`);
      collection.documents.set(document._id, document);
    }
    return { status: { insertedIds: documents.map((document) => document._id) } };
  }
  if (name === 'deleteMany') {
    const ids = (command.filter as { _id?: { $in?: string[] } } | undefined)?._id?.$in;
    const before = collection.documents.size;
    if (ids === undefined) collection.documents.clear();
    for (const id of ids ?? []) collection.documents.delete(id);
    return { status: { deletedCount: ids === undefined ? -1 : before - collection.documents.size } };
  }
  if (name === 'find') {
    const vector = (command.sort as { $vector: number[] }).$vector;
    const limit = (command.options as { limit: number }).limit;
    const ranked = [...collection.documents.values()]
      .map(({ $vector, ...document }) => ({ ...document, $similarity: (1 + cosine($vector, vector)) / 2 }))
      .sort((a, b) => b.$similarity - a.$similarity)
      .slice(0, limit);
    return { data: { documents: ranked, nextPageState: null } };
  }
  return failure('UNKNOWN_COMMAND', `No command '${name}'`);
}

export async function startAstraTestServer(options: { token: string }): Promise<AstraTestServer> {
  const keyspaces = new Map<string, Map<string, Collection>>();
  const commands: AstraTestServer['commands'] = [];

  function answer(path: string, body: Body): unknown {
    const [keyspace = '', collectionName] = path.split('/');
    const collections = keyspaces.get(keyspace) ?? keyspaces.set(keyspace, new Map()).get(keyspace)!;
    const name = Object.keys(body)[0] ?? '';
    commands.push({ path, name, body });
    if (collectionName !== undefined) return collectionCommand(collections.get(collectionName), name, body);
    if (name !== 'createCollection') return failure('UNKNOWN_COMMAND', `No command '${name}'`);
    const { name: created, options: settings } = body.createCollection as { name: string; options: { vector: { dimension: number } } };
    const existing = collections.get(created);
    if (existing && existing.dimension !== settings.vector.dimension) return failure('EXISTING_COLLECTION_DIFFERENT_SETTINGS', `Collection '${created}' already exists with different settings`);
    if (!existing) collections.set(created, { dimension: settings.vector.dimension, documents: new Map() });
    return { status: { ok: 1 } };
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const path = /^\/api\/json\/v1\/(.+)$/.exec(request.url ?? '')?.[1];
    const reply = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (request.method !== 'POST' || path === undefined) return void reply(404, { message: 'Not found' });
    if (request.headers.token !== options.token) return void reply(401, failure('UNAUTHENTICATED_REQUEST', 'Role unauthorized for operation'));
    reply(200, answer(path, JSON.parse(Buffer.concat(chunks).toString('utf8')) as Body));
  }

  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    commands,
    documents: (keyspace, collection) => [...(keyspaces.get(keyspace)?.get(collection)?.documents.values() ?? [])],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
