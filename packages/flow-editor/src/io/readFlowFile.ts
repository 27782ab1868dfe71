// Reads a dropped or picked file (or its text) as flows: JSON only (spec/3 section 5, Import).
import { randomFlowName } from '@app/flow-graph';
import { FLOW_FILE_MESSAGES, parseFlowFile, type FlowFileExpectation, type FlowFileResult } from './parseFlowFile';

/** JSON by its media type or by its extension (browsers report no type for some systems' files). */
export function isJsonFile(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === 'application/json' || file.type.endsWith('+json') || file.name.toLowerCase().endsWith('.json');
}

/** A file name without its extension, the name of a flow the file does not name. */
const stem = (fileName: string) => fileName.replace(/\.[^.]*$/, '').trim();

export async function readFlowFile(file: File | string, expect: FlowFileExpectation): Promise<FlowFileResult> {
  if (typeof file === 'string') return parseFlowFile(file, expect, randomFlowName());
  if (!isJsonFile(file)) return { ok: false, problem: 'invalidFileType', message: FLOW_FILE_MESSAGES.invalidFileType };
  return parseFlowFile(await file.text(), expect, stem(file.name) || randomFlowName());
}
