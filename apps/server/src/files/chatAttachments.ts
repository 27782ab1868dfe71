// Chat attachments: files kept beside a flow for someone other than its owner (a marketplace app's
// user, an API key's embedded chat). The stored name records who uploaded it, signed with the
// server's key, "<time>_<nonce><mac>_<name>": a build kept apart may name only its own caller's
// attachments, even with another caller's path in hand, and no table has to follow the files.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CodedText } from '@app/flow-graph';
import { isPlainName } from './uploadName';

const NONCE_BYTES = 4;
const MAC_BYTES = 8;
const ATTACHMENT_NAME = /^\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}_([0-9a-f]{8})([0-9a-f]{16})_./;

/** The server's texts of this module, by code (serverMessages of @app/i18n words them). */
export const attachmentMessages = {
  /** A chat build (app chat, embedded chat, public playground) names a file its caller did not attach. */
  ATTACHMENT_NOT_YOURS: () => 'Only attachments you uploaded to this chat may be sent with it.',
} as const;

export const ATTACHMENT_NOT_YOURS: CodedText = { code: 'ATTACHMENT_NOT_YOURS', text: attachmentMessages.ATTACHMENT_NOT_YOURS(), params: {} };

export interface ChatAttachments {
  /** The part after the upload-time prefix of a file `uploader` keeps beside `flowId` (ends with "_"). */
  tag(flowId: string, uploader: string): string;
  /** Whether a stored name beside `flowId` is an attachment `uploader` kept. */
  isBy(flowId: string, name: string, uploader: string): boolean;
}

export function createChatAttachments(secretKey: string): ChatAttachments {
  // A key of its own, so no other signature of the server's key can pass for an attachment's.
  const key = createHmac('sha256', secretKey).update('chat-attachment-uploader').digest();
  const macOf = (flowId: string, nonce: string, uploader: string) =>
    createHmac('sha256', key).update(`${flowId}\n${nonce}\n${uploader}`).digest().subarray(0, MAC_BYTES);
  return {
    tag(flowId, uploader) {
      const nonce = randomBytes(NONCE_BYTES).toString('hex');
      return `${nonce}${macOf(flowId, nonce, uploader).toString('hex')}_`;
    },
    isBy(flowId, name, uploader) {
      const match = ATTACHMENT_NAME.exec(name);
      if (!match || !isPlainName(name)) return false;
      const [, nonce = '', mac = ''] = match;
      return timingSafeEqual(Buffer.from(mac, 'hex'), macOf(flowId, nonce, uploader));
    },
  };
}
