// The editor's refresh button of Composio Tools' action choice: it lists the chosen app's actions
// from Composio (the key resolved from the user's variable when it names one) and keeps the chosen
// names Composio still offers.
import type { TemplateUpdate, TemplateUpdateResult } from '@app/engine';
import type { NodeTemplate, TemplateField } from '@app/flow-graph';
import { componentError } from '../messages';
import { requireFetch } from '../shared/services';
import { appActionSlugs, type ComposioConnection } from './composioApi';

/** How long the editor waits for the listing. */
const LIST_TIMEOUT_MS = 30_000;

function fieldOf(template: NodeTemplate, name: string): TemplateField | undefined {
  const field = template[name];
  return typeof field === 'object' && field !== null ? field : undefined;
}

const textOf = (template: NodeTemplate, name: string): string => {
  const value = fieldOf(template, name)?.value;
  return typeof value === 'string' ? value.trim() : '';
};

async function apiKeyOf(update: TemplateUpdate): Promise<string> {
  const key = textOf(update.template, 'api_key');
  const fromVariable = fieldOf(update.template, 'api_key')?.load_from_db === true && key !== '';
  return ((fromVariable ? await update.resolveVariable?.(key, 'api_key') : key) ?? '').trim();
}

export async function composioTemplateUpdate(update: TemplateUpdate): Promise<TemplateUpdateResult> {
  // The user's services come with built-in components only; without them there is nothing to ask.
  if (update.field !== 'actions' || !update.services) return {};
  const apiKey = await apiKeyOf(update);
  if (apiKey === '') throw componentError('COMPOSIO_API_KEY_MISSING');
  const app = textOf(update.template, 'app_name').toUpperCase();
  if (app === '') throw componentError('COMPOSIO_APP_NONE');
  const connection: ComposioConnection = { fetch: requireFetch(update.services, 'Composio Tools'), apiKey, base_url: textOf(update.template, 'base_url'), signal: AbortSignal.timeout(LIST_TIMEOUT_MS) };
  const slugs = await appActionSlugs(connection, app);
  const template = structuredClone(update.template);
  const field = fieldOf(template, 'actions') as TemplateField;
  const chosen = Array.isArray(field.value) ? field.value.filter((name) => slugs.includes(String(name).toUpperCase())) : [];
  template.actions = { ...field, options: slugs, value: chosen };
  return { template };
}
