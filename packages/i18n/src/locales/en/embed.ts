// The embedded chat page (/rest/bot) and its bubble on other sites (spec/2 "Embedded public chat page").
import type { SameKeys } from '../types';
import type { embed as zh } from '../zh/embed';

export const embed = {
  title: 'Assistant',
  open: 'Open chat',
  close: 'Close chat',
  loading: 'Loading...',
  refused: {
    disabled: 'This channel code is disabled, so the chat is unavailable. Please contact the site’s administrator.',
    invalid: 'This channel code is invalid or was deleted, so the chat cannot open. Please contact the site’s administrator.',
    site: 'This channel code may not be used on this site. Please contact the site’s administrator.',
    missing: 'The app does not exist or was taken down.',
    failed: 'The service cannot be reached right now. Please try again later.',
  },
  retry: 'Retry',
} satisfies SameKeys<typeof zh>;
