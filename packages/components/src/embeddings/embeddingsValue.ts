// The Embeddings value an embeddings component outputs and the vector stores use: texts to vectors
// in batches, under the node's retries and timeout, with the model errors' readable messages.
import { embedMany, type EmbeddingModel } from 'ai';
import { componentError } from '../messages';
import { callDeadline } from '../models/callDeadline';
import { modelCallError } from '../models/modelErrors';

export interface EmbeddingsSettings {
  /** Texts per request; services limit it (DashScope takes 10, OpenAI 2048). */
  batchSize: number;
  /** Vector length to ask for; undefined keeps the model's own. */
  dimensions: number | undefined;
  maxRetries: number;
  timeoutSeconds: number;
}

export interface EmbeddingsValue {
  readonly kind: 'Embeddings';
  readonly provider: string;
  readonly modelName: string;
  readonly baseUrl: string;
  /** One vector per text, in order. */
  embed(texts: readonly string[], signal: AbortSignal): Promise<number[][]>;
  /** What build results and the run API show: never the key. */
  toJSON(): { provider: string; model: string; base_url: string };
}

export function createEmbeddingsValue(init: {
  provider: string;
  modelName: string;
  baseUrl: string;
  model: EmbeddingModel;
  settings: EmbeddingsSettings;
}): EmbeddingsValue {
  const { model, settings } = init;
  const target = { baseUrl: init.baseUrl, model: init.modelName, timeoutSeconds: settings.timeoutSeconds };

  const batch = async (values: string[], signal: AbortSignal): Promise<number[][]> => {
    const limit = callDeadline(settings.timeoutSeconds * 1000);
    try {
      const { embeddings } = await embedMany({
        model,
        values,
        dimensions: settings.dimensions,
        maxRetries: settings.maxRetries,
        abortSignal: AbortSignal.any([signal, limit.signal]),
      });
      return embeddings;
    } catch (error) {
      if (limit.signal.aborted && !signal.aborted) throw componentError('MODEL_TIMEOUT', { seconds: settings.timeoutSeconds });
      throw modelCallError(error, target, signal);
    } finally {
      limit.stop();
    }
  };

  return {
    kind: 'Embeddings',
    provider: init.provider,
    modelName: init.modelName,
    baseUrl: init.baseUrl,
    async embed(texts, signal) {
      const vectors: number[][] = [];
      for (let start = 0; start < texts.length; start += settings.batchSize) {
        vectors.push(...(await batch(texts.slice(start, start + settings.batchSize), signal)));
      }
      if (vectors.length !== texts.length) throw componentError('EMBEDDING_COUNT_MISMATCH', { texts: texts.length, vectors: vectors.length });
      return vectors;
    },
    toJSON: () => ({ provider: init.provider, model: init.modelName, base_url: init.baseUrl }),
  };
}

export function isEmbeddingsValue(value: unknown): value is EmbeddingsValue {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'Embeddings';
}
