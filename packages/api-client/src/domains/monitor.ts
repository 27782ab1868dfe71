// Calls under /api/v1/monitor (spec/3 section 7): a flow's execution log. Developer-level, for
// flows the caller may manage; Langflow-style answers.
import type { TransactionRecord, TransactionsQuery } from '../monitorTypes';
import type { Paged } from '../types';
import type { DomainContext } from './context';

export interface MonitorApi {
  /** GET monitor/transactions: one page of the flow's component runs, newest first; 404 'Flow not found'. */
  transactions(query: TransactionsQuery): Promise<Paged<TransactionRecord>>;
}

export function createMonitorApi({ request }: DomainContext): MonitorApi {
  return {
    transactions: ({ flow_id, page, size }) =>
      request<Paged<TransactionRecord>>({ path: '/api/v1/monitor/transactions', searchParams: { flow_id, page, size } }),
  };
}
