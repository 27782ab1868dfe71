// An upload refused because the user's files take their whole storage (10114, USER_FILES_QUOTA_MB):
// retrying cannot help until files are deleted, so the notice says that instead of the server's
// generic reason, as the chat does for its daily attachment budget.
import { ErrorCode, isApiError } from '@app/api-client';
import type { i18n } from 'i18next';
import type { FlowEditorNotification } from '../context/FlowEditorProvider';

export function isStorageFull(error: unknown): boolean {
  return isApiError(error) && error.code === ErrorCode.STORAGE_QUOTA_EXCEEDED;
}

/**
 * The notice of a full storage; `where` says where files are deleted: on the files page itself,
 * or (from the editor) in 我的文件.
 */
export function storageFullNotice(error: unknown, i18n: Pick<i18n, 't'>, where: 'here' | 'myFiles'): FlowEditorNotification {
  const limit = isApiError(error) ? error.params?.limit_mb : undefined;
  const used = limit === undefined ? String(i18n.t('files:storageFull.usedUp')) : String(i18n.t('files:storageFull.usedUpLimit', { limit_mb: limit }));
  return { kind: 'error', title: String(i18n.t('files:storageFull.title')), list: [`${used}${String(i18n.t(`files:storageFull.${where}`))}`] };
}
