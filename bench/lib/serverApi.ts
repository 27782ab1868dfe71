// Talking to a started server as a benchmark does: sign in as the administrator, read the
// component catalogue, store a flow.
import { buildEdge, fieldTargetHandleFor, findOutput, sourceHandleFor, type ComponentNode, type GenericNode, type WorkflowEdge } from '@app/flow-graph';

export type Catalogue = Record<string, ComponentNode>;

export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs in as "admin" and returns the JSON headers with its bearer token. */
export async function signIn(base: string, password: string): Promise<Record<string, string>> {
  const login = await json<{ data: { access_token: string } }>(
    await fetch(`${base}/api/v1/login`, { method: 'POST', body: new URLSearchParams({ username: 'admin', password }) }),
  );
  return { authorization: `Bearer ${login.data.access_token}`, 'content-type': 'application/json' };
}

export async function fetchCatalogue(base: string, headers: Record<string, string>): Promise<Catalogue> {
  const all = await json<Record<string, Catalogue>>(await fetch(`${base}/api/v1/all`, { headers }));
  return Object.assign({}, ...Object.values(all)) as Catalogue;
}

/** A node of the type its id starts with ("ChatInput-in000"), with template values set. */
export function catalogueNode(catalogue: Catalogue, id: string, values: Record<string, unknown> = {}): GenericNode {
  const type = id.slice(0, id.indexOf('-'));
  const component = catalogue[type];
  if (!component) throw new Error(`the server offers no ${type}`);
  const node = structuredClone(component);
  for (const [name, value] of Object.entries(values)) {
    const field = node.template[name];
    if (typeof field !== 'object') throw new Error(`${type} has no field ${name}`);
    field.value = value;
  }
  return { id, type: 'genericNode', position: { x: 0, y: 0 }, data: { id, type, node } };
}

/** The edge from `source`'s output to `target`'s field. */
export function edge(source: GenericNode, output: string, target: GenericNode, field: string): WorkflowEdge {
  return buildEdge(sourceHandleFor(source, findOutput(source, output)!), fieldTargetHandleFor(target, field)!);
}

/** Stores a flow and returns its run URL. */
export async function createFlow(base: string, headers: Record<string, string>, name: string, nodes: GenericNode[], edges: WorkflowEdge[]): Promise<string> {
  const flow = await json<{ id: string }>(await fetch(`${base}/api/v1/flows/`, { method: 'POST', headers, body: JSON.stringify({ name, data: { nodes, edges } }) }));
  return `${base}/api/v1/run/${flow.id}`;
}
