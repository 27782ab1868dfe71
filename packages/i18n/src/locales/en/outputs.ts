// Output inspection of a built component (spec/3 sections 2, 5 and 8).
import type { outputs as zh } from '../zh/outputs';
import type { SameKeys } from '../types';

export const outputs = {
  title: 'Outputs of {{name}}',
  notBuilt: 'Build the component first',
  cannotShow: 'Unable to display output',
  logs: 'Logs',
  noLogs: 'No logs',
  truncated: 'The output is longer than {{max}} characters and is shown truncated.',
  stream: {
    title: 'Streaming is not supported',
    hint: 'Use the Playground to interact with components that stream data',
  },
  error: {
    title: 'The component failed',
    traceback: 'Traceback',
  },
  json: {
    filter: 'JSON filter',
    filterPlaceholder: 'e.g. items[0].name',
    invalidResult: 'Invalid result',
    invalidPath: 'Invalid path',
    problems: {
      invalidPath: 'Not a path: {{detail}}',
      indexOutOfRange: 'Array index {{detail}} is out of range',
      missingProperty: 'The object has no property {{detail}}',
      missingInElement: 'An element of the array has no property {{detail}}',
      empty: 'The path {{detail}} resolves to nothing',
      invalidResult: 'The result must be an object or an array',
    },
  },
  csv: {
    loading: 'Loading the CSV...',
    loadFailed: 'The CSV file could not be loaded: {{detail}}',
    empty: 'No data available',
    parseError: 'Could not read the CSV: {{detail}}',
  },
  image: {
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    home: 'Reset',
    fullScreen: 'Full screen',
    download: 'Download',
    downloadFailed: 'There was an error downloading your image',
    loadFailed: 'The image could not be loaded',
  },
  pdf: {
    previous: 'Previous page',
    next: 'Next page',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    page: '{{page}} / {{total}}',
    loading: 'Loading the PDF...',
    loadFailed: 'The PDF could not be loaded: {{detail}}',
    empty: 'The PDF has no pages',
  },
  keyPair: {
    key: 'Key',
    value: 'Value',
  },
  table: {
    view: 'Table',
    json: 'JSON',
    rowsLimited: 'Showing the first {{count}} rows',
  },
} satisfies SameKeys<typeof zh>;
