// The template update of a component with provider presets: choosing a provider fills in its base
// URL and offers its models; choosing it again or pressing the model field's refresh button asks
// the service itself (GET {base}/models) when it offers a list, else the preset's list stays.
import type { TemplateField } from '@app/flow-graph';
import type { TemplateUpdate, TemplateUpdateResult } from '@app/engine';
import { providerPreset, type ProviderPreset } from './providers';

interface PresetFields {
  baseUrl: string;
  model: string;
  apiKey: string;
}

const MODEL_LIST_TIMEOUT_MS = 10_000;

function fieldOf(template: TemplateUpdate['template'], name: string): TemplateField | undefined {
  const field = template[name];
  return typeof field === 'object' && field !== null ? (field as TemplateField) : undefined;
}

async function apiKeyOf(update: TemplateUpdate, field: TemplateField | undefined, name: string): Promise<string> {
  const value = typeof field?.value === 'string' ? field.value : '';
  if (field?.load_from_db === true && value !== '') return (await update.resolveVariable?.(value, name)) ?? '';
  return value;
}

/** The model ids the service lists, or null when it offers none or cannot be asked. */
async function listedModels(update: TemplateUpdate, baseUrl: string, apiKey: string): Promise<string[] | null> {
  const fetch = update.services?.fetch;
  if (!fetch || baseUrl === '') return null;
  try {
    const response = await fetch(`${baseUrl.replace(/\/+$/, '')}/models`, {
      headers: apiKey ? { authorization: `Bearer ${apiKey}` } : {},
      timeoutMs: MODEL_LIST_TIMEOUT_MS,
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { data?: Array<{ id?: unknown }> };
    const ids = (body.data ?? []).flatMap((entry) => (typeof entry.id === 'string' ? [entry.id] : []));
    return ids.length > 0 ? ids.sort((a, b) => a.localeCompare(b)) : null;
  } catch {
    // A service without a model list (or unreachable while editing) keeps the preset's list.
    return null;
  }
}

export function presetTemplateUpdate(fields: PresetFields, modelsOf: (preset: ProviderPreset) => readonly string[]) {
  return async (update: TemplateUpdate): Promise<TemplateUpdateResult> => {
    if (update.field !== 'provider' && update.field !== fields.model) return {};
    const template = structuredClone(update.template);
    const base = fieldOf(template, fields.baseUrl);
    const model = fieldOf(template, fields.model);
    const providerName = update.field === 'provider' ? update.value : fieldOf(template, 'provider')?.value;
    const preset = providerPreset(typeof providerName === 'string' ? providerName : '');
    if (update.field === 'provider' && base) base.value = preset.baseUrl;
    const baseUrl = typeof base?.value === 'string' && base.value !== '' ? base.value : preset.baseUrl;
    const listed = await listedModels(update, baseUrl, await apiKeyOf(update, fieldOf(template, fields.apiKey), fields.apiKey));
    if (model) {
      model.options = listed ?? [...modelsOf(preset)];
      const current = typeof model.value === 'string' ? model.value : '';
      if (update.field === 'provider' || current === '') model.value = model.options[0] ?? '';
    }
    return { template };
  };
}
