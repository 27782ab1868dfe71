// What a visitor of the public playground reads of a flow: the record without its owner's ids,
// and with the values typed into password fields masked. The playground only shows and sends chat;
// the build runs the stored flow on the server, so nothing it needs is lost.
import type { FlowData, FlowRecord } from '@app/flow-graph';
import { toFlowRecord, type FlowRow } from '../flows/flowQueries';
import { SECRET_MASK } from '../variables/secretScrubber';

export function publicFlowRecord(row: FlowRow): FlowRecord {
  const record = toFlowRecord(row);
  return { ...record, user_id: null, folder_id: null, data: record.data && (maskPasswords(record.data) as FlowData) };
}

/**
 * A copy with every password field's literal value masked, wherever it sits (group nodes nest
 * whole flows). A global variable's name (load_from_db) is kept: it names the secret, it is not it.
 */
function maskPasswords(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskPasswords);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, item]) => [key, maskPasswords(item)] as const);
  const field = Object.fromEntries(entries) as Record<string, unknown>;
  if (field.password === true && field.load_from_db !== true && typeof field.value === 'string' && field.value !== '') field.value = SECRET_MASK;
  return field;
}
