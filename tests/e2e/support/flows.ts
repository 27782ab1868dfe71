// Flows made through the API the way the console makes them: a starter example pointed at the
// local model server, or components straight from the catalogue (GET all).
const json = { 'content-type': 'application/json' };

type Node = { id: string; type: string; position: { x: number; y: number }; data: { id: string; type: string; node: { template: Record<string, { value?: unknown; load_from_db?: boolean }> } } };
type FlowData = { nodes: Node[]; edges: unknown[] };

async function call<T>(baseUrl: string, token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : json) }, body: body === undefined ? undefined : JSON.stringify(body) });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

function setField(node: Node, field: string, value: unknown): void {
  const entry = node.data.node.template[field];
  if (!entry) throw new Error(`${node.data.type} has no field ${field}`);
  entry.value = value;
  entry.load_from_db = false;
}

/** The Basic Prompting example as a new flow whose model answers from the local OpenAI-protocol server. */
export async function basicPromptingFlow(baseUrl: string, token: string, llmBaseUrl: string, name: string): Promise<string> {
  const examples = await call<Array<{ template_key: string; data: FlowData }>>(baseUrl, token, 'GET', '/api/v1/flows/basic_examples/');
  const example = examples.find((candidate) => candidate.template_key === 'basic-prompting');
  if (!example) throw new Error('no Basic Prompting example');
  const data = structuredClone(example.data);
  for (const node of data.nodes.filter((candidate) => candidate.data.type === 'OpenAIModel')) {
    setField(node, 'openai_api_base', llmBaseUrl);
    setField(node, 'api_key', 'sk-e2e');
  }
  const flow = await call<{ id: string }>(baseUrl, token, 'POST', '/api/v1/flows/', { name, data });
  return flow.id;
}

/** A flow of unconnected components from the catalogue, each with the given field values. */
export async function componentsFlow(baseUrl: string, token: string, name: string, components: Array<{ type: string; values?: Record<string, unknown> }>): Promise<string> {
  const catalogue = Object.assign({}, ...Object.values(await call<Record<string, Record<string, Node['data']['node']>>>(baseUrl, token, 'GET', '/api/v1/all'))) as Record<string, Node['data']['node']>;
  const nodes = components.map(({ type, values = {} }, index): Node => {
    const template = catalogue[type];
    if (!template) throw new Error(`no component ${type}`);
    const id = `${type}-e2e${String(index).padStart(2, '0')}`;
    const node: Node = { id, type: 'genericNode', position: { x: index * 420, y: 0 }, data: { id, type, node: structuredClone(template) } };
    for (const [field, value] of Object.entries(values)) setField(node, field, value);
    return node;
  });
  const flow = await call<{ id: string }>(baseUrl, token, 'POST', '/api/v1/flows/', { name, data: { nodes, edges: [] } });
  return flow.id;
}

/** Uploads a file beside the flow (the File component's upload); its stored path. */
export async function uploadToFlow(baseUrl: string, token: string, flowId: string, name: string, content: string | Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(Buffer.from(content))]), name);
  const response = await fetch(`${baseUrl}/api/v1/files/upload/${flowId}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (!response.ok) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { file_path: string }).file_path;
}

/** Sets a field of a stored flow's node (the editor reads the flow when it opens). */
export async function setStoredField(baseUrl: string, token: string, flowId: string, nodeType: string, field: string, value: unknown): Promise<void> {
  const flow = await call<{ data: FlowData }>(baseUrl, token, 'GET', `/api/v1/flows/${flowId}`);
  const node = flow.data.nodes.find((candidate) => candidate.data.type === nodeType);
  if (!node) throw new Error(`no ${nodeType} node`);
  setField(node, field, value);
  await call(baseUrl, token, 'PATCH', `/api/v1/flows/${flowId}`, { data: flow.data });
}
