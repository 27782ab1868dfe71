// Run Flow's service: the flows of one owner, and running one of them through the run API's own
// path (records, variables, secrets masked), a level deeper than the flow that asks. Flows that
// run each other stop at MAX_FLOW_RUN_DEPTH instead of running forever.
import type { FlowRunner, FlowSummary } from '@app/components';
import type { RunResponse } from '@app/engine';
import { isChatMessage } from '@app/engine';
import { z } from 'zod';
import type { EngineEnvironment } from '../build/engineEnvironment';
import { AppError } from '../errors/appError';
import { flowIdByName, listFlowSummaries, type FlowRow } from '../flows/flowQueries';
import { findRunFlow } from './runFlows';
import { runBody } from './runSchemas';
import { executeRun } from './runService';

/** How many flows deep Run Flow may go: the top flow's sub-flows are level 1. */
export const MAX_FLOW_RUN_DEPTH = 5;

export const flowRunnerMessages = {
  depthExceeded: (max: number) => `流程嵌套运行超过 ${max} 层，已停止：请检查是否有流程在互相调用。`,
  notFound: (flow: string) => `找不到流程“${flow}”：请检查流程名称或 ID（只能运行自己的流程）。`,
} as const;

export interface FlowRunners {
  /** The service for flows of `ownerId` that run `depth` levels below a build or run request. */
  forOwner(ownerId: string, depth: number): FlowRunner;
}

const uuid = z.uuid();

/** Read as the run API reads flows, so a sub-flow run again reuses its parsed data and prepared graph. */
async function ownedFlow(environment: EngineEnvironment, ownerId: string, flow: string): Promise<FlowRow | undefined> {
  const id = uuid.safeParse(flow).success ? flow : await flowIdByName(environment.db, ownerId, flow);
  const found = id === undefined ? undefined : await findRunFlow(environment.db, id);
  return found?.user_id === ownerId && !found.is_component ? found : undefined;
}

/** What a run said: each output component's first result as text, one per line. */
export function runResponseText(response: RunResponse): string {
  const texts = (response.outputs[0]?.outputs ?? []).flatMap((output) => {
    const value = output ? Object.values(output.results)[0] : undefined;
    if (value === undefined || value === null) return [];
    if (typeof value === 'string') return [value];
    if (isChatMessage(value)) return [value.text];
    return [JSON.stringify(value)];
  });
  return texts.join('\n');
}

function failureText(error: unknown): string {
  if (error instanceof AppError) return error.detail;
  return error instanceof Error ? error.message : String(error);
}

/** `environment` is read when a flow runs: the environment holds the runners it is built with. */
export function createFlowRunners(environment: () => EngineEnvironment): FlowRunners {
  return {
    forOwner(ownerId, depth) {
      return {
        async list() {
          const rows = await listFlowSummaries(environment().db, { userId: ownerId, isComponent: false });
          return rows.map((row): FlowSummary => ({ id: row.id, name: row.name, description: row.description ?? '' }));
        },
        async run(request) {
          if (depth >= MAX_FLOW_RUN_DEPTH) throw new Error(flowRunnerMessages.depthExceeded(MAX_FLOW_RUN_DEPTH));
          const flow = await ownedFlow(environment(), ownerId, request.flow);
          if (!flow) throw new Error(flowRunnerMessages.notFound(request.flow));
          const body = runBody.parse({ input_value: request.input, input_type: 'any', output_type: 'any', session_id: request.sessionId });
          try {
            const response = await executeRun(environment(), flow, body, { signal: request.signal, depth: depth + 1 });
            return { flowId: flow.id, flowName: flow.name, text: runResponseText(response) };
          } catch (error) {
            if (request.signal?.aborted) throw error;
            throw new Error(failureText(error), { cause: error });
          }
        },
      };
    },
  };
}
