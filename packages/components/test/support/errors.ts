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
