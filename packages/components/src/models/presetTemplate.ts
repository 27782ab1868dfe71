// The template update of a component with provider presets: choosing a provider fills in its base
// URL and offers its models.
import type { TemplateUpdate, TemplateUpdateResult } from '@app/engine';
import { providerPreset, type ProviderPreset } from './providers';

export function presetTemplateUpdate(fields: { baseUrl: string; model: string }, modelsOf: (preset: ProviderPreset) => readonly string[]) {
  return (update: TemplateUpdate): TemplateUpdateResult => {
    if (update.field !== 'provider' || typeof update.value !== 'string') return {};
    const preset = providerPreset(update.value);
    const template = structuredClone(update.template);
    const base = template[fields.baseUrl];
    const model = template[fields.model];
    if (typeof base === 'object') base.value = preset.baseUrl;
    if (typeof model === 'object') {
      model.options = [...modelsOf(preset)];
      model.value = modelsOf(preset)[0] ?? '';
    }
    return { template };
  };
}
