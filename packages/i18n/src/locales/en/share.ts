// Sharing a flow (spec/3 sections 2 and 9, share flow mod+shift+b): the share popover's links and
// the read-only view /flow/{id}/view.
import type { share as zh } from '../zh/share';
import type { SameKeys } from '../types';

export const share = {
  button: 'Share',
  title: 'Share flow',
  viewLink: 'Read-only link',
  viewHint: 'The flow’s owner and administrators can look at the flow through this link, without editing it',
  playgroundLink: 'Playground link',
  playgroundHint: 'Anyone can try the flow through this link, without signing in',
  playgroundOff: 'Turn on the public playground to copy its link here',
  copy: 'Copy {{what}}',
  open: 'Open {{what}}',
  copied: 'Copied',
  copyFailed: 'Copy failed',
  view: {
    readOnly: 'Read-only',
    back: 'Back',
    edit: 'Edit',
    canvas: 'Read-only canvas',
  },
} satisfies SameKeys<typeof zh>;
