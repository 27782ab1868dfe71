export type {
  ConfigResponse,
  DetailError,
  Envelope,
  HealthResponse,
  LoginForm,
  Paged,
  TokenPair,
  UserGroupRef,
  UserRead,
  VersionResponse,
} from './types';
export { EMPTY_UUID, ROLE_ADMIN, ROLE_DEV, ROLE_USER } from './types';
export { ErrorCode, type ErrorCodeValue } from './errorCodes';
