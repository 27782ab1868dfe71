// The template field editors of a node (spec/3 sections 3 and 5).
import type { fields as zh } from '../zh/fields';
import type { SameKeys } from '../types';

export const fields = {
  info: 'About this field',
  refresh: 'Refresh',
  refreshFailed: 'Error updating component',
  refreshFailedDefault: 'An error occurred while updating the component.',
  codeUpdateFailed: 'Error updating Component code',
  text: {
    expand: 'Expand',
    showPassword: 'Show',
    hidePassword: 'Hide',
  },
  list: {
    add: 'Add an item',
    remove: 'Remove item {{index}}',
    item: 'Item {{index}}',
  },
  variables: {
    open: 'Global variables',
    empty: 'No global variables',
    loading: 'Loading...',
    loadFailed: 'Could not load the global variables',
    remove: 'Stop using the variable {{name}}',
  },
  options: {
    placeholder: 'Choose',
    search: 'Search',
    nothingFound: 'No matching options',
    custom: 'Press Enter to add a custom value',
  },
  slider: {
    value: 'Value',
    presets: {
      Precise: 'Precise',
      Balanced: 'Balanced',
      Creative: 'Creative',
      Wild: 'Wild',
    },
  },
  code: {
    edit: 'Edit code',
    view: 'View code',
  },
  prompt: {
    edit: 'Edit prompt',
    view: 'View prompt',
    empty: 'No prompt yet',
  },
  dict: {
    key: 'Key',
    value: 'Value',
    add: 'Add a pair',
    remove: 'Remove row {{index}}',
    duplicate: 'Duplicate key',
    json: 'Edit JSON',
    nested: 'Edit nested values in the JSON view',
  },
  table: {
    rows: '{{count}} rows',
    edit: 'Edit table',
    view: 'View table',
  },
  file: {
    pick: 'My files',
    upload: 'Upload a file',
    none: 'No file chosen',
    remove: 'Remove {{name}}',
    uploadFailed: 'Upload failed',
    uploadFailedDefault: 'An error occurred while uploading the file.',
  },
  sortable: {
    add: 'Add',
    moveUp: 'Move {{value}} up',
    moveDown: 'Move {{value}} down',
    remove: 'Remove {{value}}',
    empty: 'Nothing chosen',
  },
  auth: {
    none: 'Not connected',
    error: 'Connection failed',
    validated: 'Connected',
  },
} satisfies SameKeys<typeof zh>;
