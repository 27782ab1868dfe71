// Sample data of the in-memory admin API: the default group and policy, a few departments, 24
// users (two pages), policies with allowed and denied entries and bound agents, and failed jobs.
import { EMPTY_UUID, ROLE_ADMIN, ROLE_DEV, ROLE_USER, type FailedJobRead } from '@app/api-client';
import { sampleFailedJobs } from './failedJobSeed';
import { generatedImage } from './memoryAvatarApi';

export interface StoredUser {
  id: string;
  username: string;
  name: string;
  email: string | null;
  telephone: string | null;
  profile_image: string | null;
  role: number;
  is_active: boolean;
  group_ids: string[];
  created_at: string;
  last_login_at: string | null;
}

export interface StoredGroup {
  id: string;
  name: string;
  description: string;
  created_at: string;
}

export interface StoredPolicy {
  id: string;
  name: string;
  description: string;
  allowed_group_ids: string[];
  allowed_user_ids: string[];
  denied_group_ids: string[];
  denied_user_ids: string[];
  stores: { id: string; name: string }[];
  created_at: string;
}

export interface AdminSeed {
  users: StoredUser[];
  groups: StoredGroup[];
  policies: StoredPolicy[];
  /** Newest end last; the list answers newest first. */
  failedJobs: FailedJobRead[];
}

/** Id of the administrator the sample data is seen by. */
export const SEED_ADMIN_ID = '10000000-0000-4000-8000-000000000001';

const START = Date.UTC(2025, 0, 6, 1, 30, 0);
const HOUR = 3_600_000;
const at = (hours: number) => new Date(START + hours * HOUR).toISOString();
const uuid = (prefix: number, n: number) => `${prefix}0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const departments = [
  ['研发部', '负责产品研发与智能体搭建'],
  ['市场部', '负责市场推广与客户运营'],
  ['财务部', '负责财务核算与报销审批'],
] as const;

const people = [
  ['lihua', '李华明'],
  ['wangfang', '王芳菲'],
  ['zhangwei', '张伟杰'],
  ['liuyang', '刘洋帆'],
  ['chenjing', '陈静怡'],
  ['yangli', '杨丽娟'],
  ['zhaolei', '赵磊鑫'],
  ['huangmin', '黄敏慧'],
  ['zhoujie', '周杰民'],
  ['wuxia', '吴霞光'],
  ['xuqiang', '徐强国'],
  ['sunyan', '孙燕妮'],
  ['mahui', '马慧敏'],
  ['zhuming', '朱明远'],
  ['hulin', '胡琳琳'],
  ['guotao', '郭涛宇'],
  ['linna', '林娜娜'],
  ['hejun', '何军辉'],
  ['gaofei', '高飞扬'],
  ['luoyu', '罗宇航'],
  ['liangbo', '梁波涛'],
  ['songjia', '宋佳怡'],
  ['tangkai', '唐凯文'],
] as const;

export function adminSeed(): AdminSeed {
  const groups: StoredGroup[] = [
    { id: EMPTY_UUID, name: '所有用户', description: '默认用户组，包含全部用户', created_at: at(0) },
    ...departments.map(([name, description], index) => ({ id: uuid(2, index + 1), name, description, created_at: at(24 * (index + 1)) })),
  ];
  const admin: StoredUser = {
    id: SEED_ADMIN_ID,
    username: 'admin',
    name: '系统管理员',
    email: 'admin@example.com',
    telephone: '13800000000',
    profile_image: generatedImage('admin'),
    role: ROLE_ADMIN,
    is_active: true,
    group_ids: [EMPTY_UUID],
    created_at: at(0),
    last_login_at: at(24 * 30),
  };
  const users = people.map(([username, name], index): StoredUser => ({
    id: uuid(1, index + 2),
    username,
    name,
    email: `${username}@example.com`,
    telephone: index % 3 === 0 ? null : `139${String(10000000 + index * 7919).slice(0, 8)}`,
    profile_image: generatedImage(name),
    role: index % 5 === 0 ? ROLE_DEV : ROLE_USER,
    is_active: index % 7 !== 3,
    group_ids: [EMPTY_UUID, groups[1 + (index % 3)]!.id],
    created_at: at(48 + index * 6),
    last_login_at: index % 4 === 1 ? null : at(24 * 20 + index),
  }));
  const policies: StoredPolicy[] = [
    {
      id: EMPTY_UUID,
      name: '默认策略组',
      description: '所有用户均可使用绑定到该策略组的智能体',
      allowed_group_ids: [EMPTY_UUID],
      allowed_user_ids: [],
      denied_group_ids: [],
      denied_user_ids: [],
      stores: [],
      created_at: at(0),
    },
    {
      id: uuid(3, 1),
      name: '研发专用',
      description: '仅研发部可用，外包账号除外',
      allowed_group_ids: [groups[1]!.id],
      allowed_user_ids: [users[4]!.id],
      denied_group_ids: [],
      denied_user_ids: [users[0]!.id],
      stores: [
        { id: uuid(4, 1), name: '代码评审助手' },
        { id: uuid(4, 2), name: '接口文档生成' },
      ],
      created_at: at(100),
    },
    {
      id: uuid(3, 2),
      name: '财务审批',
      description: '财务部与管理层使用的报销审批智能体',
      allowed_group_ids: [groups[3]!.id],
      allowed_user_ids: [],
      denied_group_ids: [groups[2]!.id],
      denied_user_ids: [],
      stores: [],
      created_at: at(200),
    },
  ];
  return { users: [admin, ...users], groups, policies, failedJobs: sampleFailedJobs([admin, ...users]) };
}
