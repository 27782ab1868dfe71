import { ComponentError } from '../../src';

/** The ComponentError `run` throws; fails the test when it throws nothing or something else. */
export function componentErrorOf(run: () => unknown): ComponentError {
  try {
    run();
  } catch (error) {
    if (error instanceof ComponentError) return error;
    throw error;
  }
  throw new Error('expected a ComponentError');
}

/** A build error's reason, without the engine's "Error building Component <name>:" heading. */
export function reasonOf(buildError: string | undefined): string | undefined {
  return buildError?.replace(/^Error building Component [^\n]*: \n\n/, '');
}
