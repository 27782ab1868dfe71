import type { build as zh } from '../zh/build';
import type { SameKeys } from '../types';

export const build = {
  header: {
    run: 'Run',
    runHint: 'Run the whole flow',
    building: 'Building...',
    stop: 'Stop',
  },
  node: {
    runFrom: 'Run from this component',
    run: 'Run component',
    stop: 'Stop build',
    status: {
      TO_BUILD: 'To build',
      BUILDING: 'Building',
      BUILT: 'Built',
      ERROR: 'Build error',
      INACTIVE: 'Inactive',
    },
    duration: 'Took {{duration}}',
    inspect: 'Inspect output',
    inspectDisabled: 'Build the component first',
    freeze: 'Freeze path',
    unfreeze: 'Unfreeze',
    frozen: 'Frozen',
    freezeFailed: 'Could not freeze the path',
    inputNotFrozen: 'Input components read each run’s new input, so they cannot be frozen',
    thaw: {
      title: 'Unfroze {{name}}',
      message: 'These components were frozen with it and still use their cached results ({{count}}):',
      all: 'Also unfreeze the components frozen with it ({{count}})',
      keep: 'Keep them frozen',
    },
  },
  notices: {
    running: 'Running components',
    succeeded: '{{name}} built successfully',
    succeededDefault: 'Flow built successfully',
  },
  messages: {
    FLOW_NOT_FOUND: 'Flow not found',
    JOB_NOT_FOUND: 'Build job not found',
    START_FAILED: 'Error starting build process',
    EVENTS_FAILED: 'Error processing build events',
    ENDPOINT_NOT_AVAILABLE: 'Endpoint not available',
    STREAMING_NOT_SUPPORTED: 'Streaming not supported',
    STREAMING_ERROR: 'Error on Streaming',
    NETWORK_ERROR: 'Network error. Check the connection to the server.',
    FLOW_BUILD_ERROR: 'Error building the flow',
    FLOW_BUILD_ERROR_DEFAULT: 'cannot connect to the server, check network',
    COMPONENT_BUILD_ERROR: 'Error building the component',
    OUTDATED_COMPONENTS: 'The flow has outdated components. The error may come from them.',
    BUILD_STOPPED: 'Build stopped',
  },
} satisfies SameKeys<typeof zh>;
