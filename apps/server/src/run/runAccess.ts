// Which flow a run or webhook call means, and whether the caller may run it.
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Principal } from '../auth/authHook';
import type { DatabaseSchema } from '../db/schema';
import { notFound } from '../errors/appError';
import { findFlow, findFlowByEndpointName, type FlowRow } from '../flows/flowQueries';
import { canManageFlow } from '../flows/flowService';

const uuid = z.uuid();

/**
 * A signed-in caller runs their own flows (administrators: any flow). This is the one place the
 * rule lives: when API keys arrive, a key's principal (method "api_key") is let through here for
 * published flows.
 */
export function canRunFlow(principal: Principal, flow: FlowRow): boolean {
  return canManageFlow(principal, flow);
}

/** The flow a path names, by id or by endpoint name; "not found" also when the caller may not run it. */
export async function runnableFlow(db: Kysely<DatabaseSchema>, principal: Principal, flowIdOrName: string): Promise<FlowRow> {
  const flow = uuid.safeParse(flowIdOrName).success ? await findFlow(db, flowIdOrName) : await findFlowByEndpointName(db, flowIdOrName);
  if (!flow || !canRunFlow(principal, flow)) throw notFound(`Flow identifier ${flowIdOrName} not found`);
  return flow;
}
