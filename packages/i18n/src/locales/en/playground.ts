import type { playground as zh } from '../zh/playground';
import type { SameKeys } from '../types';

export const playground = {
  title: 'Playground',
  open: 'Playground',
  hideSidebar: 'Hide sidebar',
  showSidebar: 'Show sidebar',
  components: 'Inputs and outputs',
  noComponents: 'This flow has no input or output components',
  componentOutputs: 'Latest outputs of {{name}}',
  backToChat: 'Back to chat',
  logs: {
    title: 'Message logs: {{session}}',
    empty: 'No data available',
    senders: { User: 'User', Machine: 'AI' },
    columns: {
      timestamp: 'Time',
      sender: 'Sender',
      senderName: 'Sender name',
      text: 'Text',
    },
  },
  notices: {
    messageUpdated: 'Message updated successfully.',
    messageUpdateFailed: 'Error updating messages.',
    messageDeleted: 'Messages deleted successfully.',
    messageDeleteFailed: 'Error deleting messages',
    sessionDeleted: 'Session deleted successfully',
    sessionDeleteFailed: 'Error deleting session',
    sessionRenameFailed: 'Error updating messages.',
    uploadFailed: 'Error uploading file',
  },
  public: {
    share: 'Public playground',
    shareHint: 'When on, anyone with the link can try this flow without signing in',
    copyLink: 'Copy link',
    copied: 'Copied',
    shareFailed: 'Could not change public access',
    theme: 'Switch theme',
    promo: 'Build your own flow with it',
    notFound: 'This flow does not exist or is not public',
  },
} satisfies SameKeys<typeof zh>;
