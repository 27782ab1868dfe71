// The avatar upload rules of spec/1 section 5, checked before anything is sent to the server.
import { AVATAR_EXTENSIONS, AVATAR_MAX_BYTES } from '@app/api-client';

/** 'type': not one of AVATAR_EXTENSIONS; 'size': larger than 512 KB. */
export type AvatarFileProblem = 'type' | 'size';

/** The accept attribute of the avatar file input: `.png,.jpg,…`. */
export const AVATAR_ACCEPT = AVATAR_EXTENSIONS.map((extension) => `.${extension}`).join(',');

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Why the file cannot be an avatar, or null when it can. The type is judged by the file name. */
export function avatarFileProblem(file: Pick<File, 'name' | 'size'>): AvatarFileProblem | null {
  if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  return file.size > AVATAR_MAX_BYTES ? 'size' : null;
}
