// Where Langflow's Composio Tools (ComposioAPI) keep the app and the actions, as the fields of
// ours: 1.2's app dropdown `app_names` (the connected mark " ✅" or "_connected" some versions
// add taken off) and action list `action_names`; 1.3–1.4's connection choice `tool_name` (the
// app's title, or `{validate: app}` while connecting) and sortable list `actions` of `{name}`.
import type { NodeTemplate } from '../types/fields';
import { textOf, valueOf } from './templateValues';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function composioApp(template: NodeTemplate): string {
  const chosen = valueOf(template, 'tool_name');
  const app = textOf(template, 'app_names') || (typeof chosen === 'string' ? chosen : isObject(chosen) && typeof chosen.validate === 'string' ? chosen.validate : '');
  return app.replace(' ✅', '').replace(/_connected$/, '').trim().toUpperCase();
}

/** Action names of either list: texts, or sortable-list rows `{name}`. */
function composioActions(template: NodeTemplate): string[] {
  const listed = valueOf(template, 'action_names') ?? valueOf(template, 'actions');
  const rows = Array.isArray(listed) ? listed : [];
  return rows.map((row) => (isObject(row) ? row.name : row)).filter((name): name is string => typeof name === 'string' && name.trim() !== '');
}

/** Our Composio Tools' app and actions from a Langflow ComposioAPI node; what it leaves empty stays ours. */
export function composioValues(template: NodeTemplate): Record<string, unknown> {
  const app = composioApp(template);
  const actions = composioActions(template);
  return { ...(app === '' ? {} : { app_name: app }), ...(actions.length === 0 ? {} : { actions }) };
}
