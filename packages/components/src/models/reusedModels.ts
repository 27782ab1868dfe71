// Provider models reused across runs: building one compiles the provider's response schemas (the
// AI SDK's zod schemas), which cost more per run than the rest of a model component. A model
// holds only its address, key and fetch, so runs may share it; one is kept per (fetch, base URL,
// key, model name), the least recently used going first past a bound.
import type { EngineServices } from '@app/engine';

const MAX_MODELS = 64;

const byFetch = new WeakMap<object, Map<string, unknown>>();
/** Models of callers without a server fetch (tests, the engine embedded elsewhere). */
const withoutFetch = new Map<string, unknown>();

/** The model `create` builds for these parts, built once while it stays among the recent ones. */
export function reusedModel<Model>(services: EngineServices, parts: readonly string[], create: () => Model): Model {
  let models = services.fetch ? byFetch.get(services.fetch) : withoutFetch;
  if (!models) {
    models = new Map();
    byFetch.set(services.fetch as object, models);
  }
  const key = JSON.stringify(parts);
  const known = models.get(key) as Model | undefined;
  if (known !== undefined) {
    // Re-inserting keeps the Map in least-recently-used order.
    models.delete(key);
    models.set(key, known);
    return known;
  }
  const model = create();
  if (models.size >= MAX_MODELS) models.delete(models.keys().next().value as string);
  models.set(key, model);
  return model;
}
