// Sample failed jobs: one of each owner kind (a user, an API key, a public playground visitor, a
// deleted user), both statuses, a deleted flow, and a reason of each ending, one with a parameter.
import type { FailedJobRead } from '@app/api-client';
import type { StoredUser } from './seed';

const START = Date.UTC(2025, 1, 3, 2, 0, 0);
const MINUTE = 60_000;
const at = (minutes: number) => new Date(START + minutes * MINUTE).toISOString();
const id = (n: number) => `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const flowId = (n: number) => `60000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function sampleFailedJobs(users: StoredUser[]): FailedJobRead[] {
  const [admin, developer] = users;
  return [
    {
      id: id(1),
      flow_id: flowId(1),
      flow_name: '客服问答',
      owner_id: developer!.id,
      owner_name: developer!.username,
      status: 'failed',
      reason: { code: 'JOB_OVERDUE', text: 'The build did not stop at its time limit of 300 seconds (RUN_TIMEOUT) and was ended.', params: { seconds: 300 } },
      started_at: at(0),
      ended_at: at(5),
    },
    {
      id: id(2),
      flow_id: flowId(2),
      flow_name: '西湖导游',
      owner_id: `apikey:${id(90)}`,
      owner_name: null,
      status: 'interrupted',
      reason: { code: 'JOB_WORKER_LOST', text: 'The worker running this build stopped responding, so the build was stopped. Run it again.', params: {} },
      started_at: at(30),
      ended_at: at(31),
    },
    {
      id: id(3),
      flow_id: flowId(3),
      flow_name: null,
      owner_id: 'public:visitor-7f3a',
      owner_name: null,
      status: 'failed',
      reason: { code: 'JOB_QUEUE_WAIT_EXPIRED', text: 'No worker took the job in time, so it was removed from the queue; try again later.', params: {} },
      started_at: at(60),
      ended_at: at(62),
    },
    {
      id: id(4),
      flow_id: flowId(1),
      flow_name: '客服问答',
      owner_id: admin!.id,
      owner_name: admin!.username,
      status: 'interrupted',
      reason: { code: 'JOB_SERVER_RESTARTED', text: 'The server stopped while this flow was running, so the run was stopped. Run it again.', params: {} },
      started_at: at(90),
      ended_at: at(90),
    },
    {
      id: id(5),
      flow_id: flowId(4),
      flow_name: '合同审查',
      owner_id: id(91),
      owner_name: null,
      status: 'failed',
      reason: null,
      started_at: at(120),
      ended_at: at(121),
    },
  ];
}
