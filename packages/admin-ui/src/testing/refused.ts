import { ApiError } from '@app/api-client';

/** A business error the way the server answers it: HTTP 200 with a non-zero code. */
export function refused(code: number, message: string, path: string): ApiError {
  return new ApiError({ status: 200, code, path, message });
}
