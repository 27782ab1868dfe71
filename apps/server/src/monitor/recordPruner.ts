// Keeps the monitor's records bounded without paying for it on every run. Vertex builds come
// from the editor's builds (a person's pace) and are trimmed after each; transactions come from
// every run too, and finding the cut-off walks the flow's newest rows, so each flow's
// transactions are trimmed at most once per interval.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { pruneTransactions, pruneVertexBuilds } from './buildRecordQueries';

export interface RecordPruner {
  /** Trims the flow's records after a build (`vertexBuilds`: it stored vertex builds) or a run. */
  afterBuild(flowId: string, options: { vertexBuilds: boolean }): Promise<void>;
}

export interface RecordPrunerOptions {
  /** MAX_TRANSACTIONS_TO_KEEP. */
  maxTransactionsPerFlow: number;
  transactionIntervalMs?: number;
}

export function createRecordPruner(db: Kysely<DatabaseSchema>, { maxTransactionsPerFlow, transactionIntervalMs = 60_000 }: RecordPrunerOptions): RecordPruner {
  const lastTrimmed = new Map<string, number>();
  return {
    async afterBuild(flowId, { vertexBuilds }) {
      if (vertexBuilds) await pruneVertexBuilds(db, flowId);
      const now = Date.now();
      if (now - (lastTrimmed.get(flowId) ?? 0) < transactionIntervalMs) return;
      // Flows not trimmed for an interval may be trimmed again anyway; forgetting them keeps the map small.
      for (const [id, at] of lastTrimmed) if (now - at >= transactionIntervalMs) lastTrimmed.delete(id);
      lastTrimmed.set(flowId, now);
      await pruneTransactions(db, flowId, maxTransactionsPerFlow);
    },
  };
}
