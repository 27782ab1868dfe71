export { AvatarField } from './avatar/AvatarField';
export type { AvatarApi, AvatarFieldProps } from './avatar/AvatarField';
export { AVATAR_ACCEPT, avatarFileProblem } from './avatar/avatarFileProblem';
export type { AvatarFileProblem } from './avatar/avatarFileProblem';
