// Keeps the monitor's records bounded without paying for it on every run. Vertex builds come
// from the editor's builds (a person's pace) and are trimmed after each; transactions come from
// every run too, and finding the cut-off walks the flow's newest rows, so each flow's
// transactions are trimmed once a tenth of MAX_TRANSACTIONS_TO_KEEP was written since the last
// trim (a busy flow stays near its limit), else at most once per interval.
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { pruneTransactions, pruneVertexBuilds } from './buildRecordQueries';

export interface RecordPruner {
  /**
   * Trims the flow's records after a build or a run: `vertexBuilds`, it stored vertex builds;
   * `transactions`, how many transactions it stored.
   */
  afterBuild(flowId: string, written: { vertexBuilds: boolean; transactions: number }): Promise<void>;
}

export interface RecordPrunerOptions {
  /** MAX_TRANSACTIONS_TO_KEEP. */
  maxTransactionsPerFlow: number;
  transactionIntervalMs?: number;
}

interface FlowTrim {
  at: number;
  /** Transactions written since. */
  written: number;
}

export function createRecordPruner(db: Kysely<DatabaseSchema>, { maxTransactionsPerFlow, transactionIntervalMs = 60_000 }: RecordPrunerOptions): RecordPruner {
  const lastTrims = new Map<string, FlowTrim>();
  const batch = Math.max(1, Math.floor(maxTransactionsPerFlow / 10));
  return {
    async afterBuild(flowId, { vertexBuilds, transactions }) {
      if (vertexBuilds) await pruneVertexBuilds(db, flowId);
      const now = Date.now();
      const last = lastTrims.get(flowId);
      if (last) {
        last.written += transactions;
        if (now - last.at < transactionIntervalMs && last.written < batch) return;
      }
      // Flows not trimmed for an interval may be trimmed again anyway; forgetting them keeps the map small.
      for (const [id, trim] of lastTrims) if (now - trim.at >= transactionIntervalMs) lastTrims.delete(id);
      lastTrims.set(flowId, { at: now, written: 0 });
      await pruneTransactions(db, flowId, maxTransactionsPerFlow);
    },
  };
}
