// Wire types of the monitor calls (spec/3 section 7, reference section 5): the execution log.

/** One component run of a build or run of a flow. */
export interface TransactionRecord {
  id: string;
  timestamp: string;
  vertex_id: string;
  target_id: string | null;
  inputs: unknown;
  outputs: unknown;
  status: string;
  error: string | null;
  flow_id: string;
}

/** GET monitor/transactions: a flow's log, newest first, paged from 1 (size at most 100). */
export interface TransactionsQuery {
  flow_id: string;
  page?: number;
  size?: number;
}
