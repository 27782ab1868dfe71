// A failed run's reason by code (CodedText), for a client to word in its reader's language: the
// first failed component's, as its end_vertex carries it (COMPONENT_BUILD_FAILED with the
// component's name and error, what the typed chat shows), else the engine's own coded error (a
// run that timed out). The engine's run error itself names the component only in its text.
import { EngineError } from '@app/engine';
import { codedTextOf, isCodedText, type BuildEvent, type CodedText, type ErrorPayload } from '@app/flow-graph';

function failedComponentReason(event: BuildEvent): CodedText | undefined {
  if (event.event !== 'end_vertex' || event.data.build_data.valid) return undefined;
  for (const output of Object.values(event.data.build_data.data.outputs)) {
    const coded = (output?.message as Partial<ErrorPayload> | null | undefined)?.coded;
    if (isCodedText(coded)) return coded;
  }
  return undefined;
}

export interface RunFailureReasons {
  /** Sees each of the run's events (its sink's, before any filtering). */
  read(event: BuildEvent): void;
  /** The reason of the error the run ended with; undefined when it is not the flow's doing. */
  reasonOf(error: unknown): CodedText | undefined;
}

export function runFailureReasons(): RunFailureReasons {
  let component: CodedText | undefined;
  return {
    read(event) {
      component ??= failedComponentReason(event);
    },
    reasonOf(error) {
      if (!(error instanceof EngineError)) return undefined;
      return component ?? codedTextOf(error);
    },
  };
}
