// An in-memory stand-in for the execution log (GET monitor/transactions): the seeded transactions
// of each flow, newest first, in pages like the server's (size 20 unless asked, at most 100).
import type { MonitorApi, Paged, TransactionRecord } from '@app/api-client';

export function createMemoryMonitorApi(seed: readonly TransactionRecord[] = []): MonitorApi {
  const transactions = structuredClone([...seed]);
  return {
    transactions: async ({ flow_id, page = 1, size = 20 }) => {
      const pageSize = Math.min(Math.max(size, 1), 100);
      const items = transactions.filter((row) => row.flow_id === flow_id).sort((a, b) => b.timestamp.localeCompare(a.timestamp));
      const answer: Paged<TransactionRecord> = {
        items: items.slice((page - 1) * pageSize, page * pageSize),
        page,
        size: pageSize,
        total: items.length,
        pages: Math.max(1, Math.ceil(items.length / pageSize)),
      };
      return structuredClone(answer);
    },
  };
}
