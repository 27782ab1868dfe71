import type { common as zh } from '../zh/common';
import type { SameKeys } from '../types';

export const common = {
  ok: 'OK',
  cancel: 'Cancel',
  confirm: 'Confirm',
  retry: 'Retry',
  restart: 'Restart',
  save: 'Save',
  create: 'Create',
  edit: 'Edit',
  delete: 'Delete',
  search: 'Search',
  close: 'Close',
  back: 'Back',
  submit: 'Submit',
  copy: 'Copy',
  detail: 'Details',
  actions: 'Actions',
  loading: 'Loading…',
  noData: 'No data',
  success: 'Success',
  failure: 'Failed',
  yes: 'Yes',
  no: 'No',
  unexpectedError: 'Sorry, an unexpected error occurred! Please contact support. Thank you!',
} satisfies SameKeys<typeof zh>;
