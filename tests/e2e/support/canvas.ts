// Canvas helpers of the editor journey: nodes and handles by the ids xyflow puts in the DOM, and
// pointer drags between handles the way a user makes a connection.
import type { Locator, Page } from 'playwright-core';

export const nodes = (page: Page): Locator => page.locator('.react-flow__node');
export const edges = (page: Page): Locator => page.locator('.react-flow__edge');

/** The node whose id starts with the component type ("Prompt-eWEIC"). */
export const nodeOfType = (page: Page, type: string): Locator => page.locator(`.react-flow__node[data-id^="${type}-"]`);

/** A field's input handle or an output's handle; handle ids carry the field or output name as œnameœ. */
export function handle(node: Locator, kind: 'target' | 'source', name: string): Locator {
  return node.locator(`.react-flow__handle.${kind}[data-handleid*="œ${name}œ"]`);
}

async function centre(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element has no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses on `from`, moves over `to` in steps and leaves the pointer there (still pressed). */
export async function dragOver(page: Page, from: Locator, to: Locator): Promise<void> {
  const start = await centre(from);
  const end = await centre(to);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move((start.x + end.x) / 2, (start.y + end.y) / 2, { steps: 5 });
  await page.mouse.move(end.x, end.y, { steps: 5 });
}

export async function connect(page: Page, from: Locator, to: Locator): Promise<void> {
  await dragOver(page, from, to);
  await page.mouse.up();
}

export interface GraphShape {
  nodes: string[];
  edges: string[];
}

/**
 * The node and edge ids of a flow as the server stores it, order-free. The canvas mounts only what
 * is in view, so the stored flow — not the DOM — says what the graph is.
 */
export async function storedGraph(baseUrl: string, accessToken: string, flowId: string): Promise<GraphShape> {
  const response = await fetch(`${baseUrl}/api/v1/flows/${flowId}`, { headers: { authorization: `Bearer ${accessToken}` } });
  if (!response.ok) throw new Error(`GET flows/${flowId} answered ${response.status}`);
  const flow = (await response.json()) as { data: { nodes: Array<{ id: string }>; edges: Array<{ id: string }> } };
  return { nodes: flow.data.nodes.map((node) => node.id).sort(), edges: flow.data.edges.map((edge) => edge.id).sort() };
}

/** The flow id of the editor's address (/flow/{id}[/folder/{folderId}]). */
export const flowIdOf = (page: Page): string => new URL(page.url()).pathname.split('/')[2]!;
