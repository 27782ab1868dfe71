// The addresses a flow is shared by (spec/3 section 2): its read-only view, for those who may see
// the flow (its owner, administrators), and its public playground once the owner turned it on.
import { publicPlaygroundUrl } from '../playground/PublicAccessToggle';

export function flowViewUrl(flowId: string, origin = window.location.origin): string {
  return `${origin}/flow/${flowId}/view`;
}

export interface ShareLinks {
  view: string;
  /** Only for a flow whose playground is public. */
  playground?: string;
}

export function shareLinks(flow: { id: string; access_type?: string | null }, origin = window.location.origin): ShareLinks {
  return { view: flowViewUrl(flow.id, origin), ...(flow.access_type === 'PUBLIC' ? { playground: publicPlaygroundUrl(flow.id, origin) } : {}) };
}
