// The chart renderer module, fetched once on the first chart (a failed fetch is retried by the next).
// A type-only import: erased from the output, so the module itself still loads lazily.
import type * as EchartsRender from './echartsRender';

type ChartsModule = typeof EchartsRender;

let loading: Promise<ChartsModule> | undefined;

export function loadCharts(): Promise<ChartsModule> {
  loading ??= import('./echartsRender').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
