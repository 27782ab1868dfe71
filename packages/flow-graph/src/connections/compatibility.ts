// Type compatibility of two handles, as Langflow's isValidConnection decides it (reference
// section 3): the target accepts the source's component type or one of its output types, and a
// loop-back input accepts the types of the output it stands for.
import { isLoopTargetHandle } from '../handles/build';
import type { SourceHandle, TargetHandle } from '../types/edges';

export function areHandlesCompatible(source: SourceHandle, target: TargetHandle): boolean {
  const outputTypes = source.output_types.filter((type): type is string => type !== null);
  if (isLoopTargetHandle(target)) {
    return target.output_types.includes(source.dataType) || outputTypes.some((type) => target.output_types.includes(type));
  }
  const inputTypes = target.inputTypes ?? [];
  return inputTypes.includes(source.dataType) || outputTypes.some((type) => inputTypes.includes(type) || type === target.type);
}

/** Whether two target handles name the same input: the same field, or the same loop output. */
export function isSameTargetSlot(a: TargetHandle, b: TargetHandle): boolean {
  if (a.id !== b.id) return false;
  if (isLoopTargetHandle(a)) return isLoopTargetHandle(b) && a.name === b.name;
  return !isLoopTargetHandle(b) && a.fieldName === b.fieldName;
}
