// A failed run's reason by code (CodedText), for a client to word in its reader's language: the
// engine's coded error, which for a failed component is COMPONENT_BUILD_FAILED with the component's
// name and its own coded error, as its end_vertex carries it (what the typed chat shows).
import { EngineError } from '@app/engine';
import { codedTextOf, type CodedText } from '@app/flow-graph';

/** The reason of the error a run ended with; undefined when it is not the flow's doing. */
export function runFailureReason(error: unknown): CodedText | undefined {
  return error instanceof EngineError ? codedTextOf(error) : undefined;
}
