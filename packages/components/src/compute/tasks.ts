// Every task the compute service may run, by name: the entry of the server's compute worker
// threads (`@app/components/compute`). Each task is a plain function of its module; a worker
// receives its name and input and answers its outcome.
import { readResponseBodyTask } from '../dataSources/apiRequest';
import { documentTextTask } from '../dataSources/documentText';
import { readPageTask } from '../dataSources/webPage';
import { conditionHoldsTask } from '../logic/condition';
import { jsonFilterTask } from '../processing/jsonFilter';
import { jsonTextToDataTask } from '../processing/jsonToData';
import { findMatchesTask } from '../processing/regexExtractor';
import { splitDocumentsTask } from '../textSplitters/splitText';
import { readArxivFeedTask } from '../tools/arxivApi';
import { settleTask, type ComputeOutcome, type ComputeTask } from './offload';

const tasks = new Map<string, ComputeTask<never, unknown>>(
  [documentTextTask, readPageTask, readResponseBodyTask, conditionHoldsTask, jsonFilterTask, jsonTextToDataTask, findMatchesTask, splitDocumentsTask, readArxivFeedTask].map((task) => [task.name, task]),
);

export interface ComputeRequest {
  task: string;
  input: unknown;
}

/** Runs one task; a component error comes back as an outcome, anything else rejects. */
export function runComputeTask({ task, input }: ComputeRequest): Promise<ComputeOutcome<unknown>> {
  const found = tasks.get(task) as ComputeTask<unknown, unknown> | undefined;
  if (!found) return Promise.reject(new Error(`Unknown compute task "${task}".`));
  return settleTask(found, input);
}

export const COMPUTE_TASK_NAMES: readonly string[] = [...tasks.keys()];
