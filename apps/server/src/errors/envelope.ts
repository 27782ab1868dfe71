import { ErrorCode, type Envelope } from '@app/api-client';

export function success<T>(data: T): Envelope<T> {
  return { code: ErrorCode.OK, msg: 'success', data };
}
