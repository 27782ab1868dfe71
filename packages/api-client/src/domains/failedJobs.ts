// GET /api/v1/failed-jobs (administrators): the jobs that did not complete, newest end first.
import type { FailedJobRead, FailedJobsQuery } from '../adminTypes';
import type { Paged } from '../types';
import type { DomainContext } from './context';

export interface FailedJobsApi {
  /** GET failed-jobs?page&size: builds, runs and webhook calls that failed or were interrupted, kept a week. */
  list(query?: FailedJobsQuery): Promise<Paged<FailedJobRead>>;
}

export function createFailedJobsApi({ request }: DomainContext): FailedJobsApi {
  return {
    list: (query = {}) => request<Paged<FailedJobRead>>({ path: '/api/v1/failed-jobs', searchParams: { page: query.page, size: query.size }, envelope: true }),
  };
}
