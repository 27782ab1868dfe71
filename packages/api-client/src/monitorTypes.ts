// Wire types of the monitor calls (spec/3 section 7, reference section 5): the execution log,
// and the messages and sessions of the playground.

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

/** The columns GET monitor/messages can order by. */
export const MESSAGE_ORDER_COLUMNS = ['timestamp', 'sender', 'sender_name', 'session_id', 'text', 'category'] as const;
export type MessageOrderColumn = (typeof MESSAGE_ORDER_COLUMNS)[number];

/** GET monitor/messages: the caller's messages (one flow's when flow_id is given), oldest first by default. */
export interface MessagesQuery {
  flow_id?: string;
  session_id?: string;
  sender?: string;
  sender_name?: string;
  order_by?: MessageOrderColumn;
}

/** PUT monitor/messages/{id}: Langflow's MessageUpdate plus properties (the rating); a changed text is marked edited. */
export interface MessageUpdate {
  text?: string;
  sender?: string;
  sender_name?: string;
  session_id?: string;
  files?: string[];
  edit?: boolean;
  error?: boolean;
  properties?: { positive_feedback?: boolean | null; [key: string]: unknown };
}
