// An in-memory marketplace behind the MarketplaceApi, for stories and tests of the screens and of
// apps that host them: tag pages and favourites with search and paging, tag counts, and the
// favourite toggle. Not for production: nothing is persisted.
import { ApiError, STORE_ALL_TAG, STORE_CATEGORIES, STORE_PAGE_SIZE, type Paged, type StoreApp, type StorePageQuery } from '@app/api-client';
import type { MarketplaceApi } from '../context/MarketplaceProvider';

const NAMES: Array<[string, string, string[], string]> = [
  ['旅行规划助手', '根据目的地、天数和预算，帮你规划行程、推荐景点和美食。', ['life'], 'Globe'],
  ['周报生成器', '把一周的工作要点整理成结构清晰的周报。', ['tool', 'business'], 'Newspaper'],
  ['SQL 小能手', '用自然语言描述需求，生成并解释 SQL 查询。', ['code'], 'Database'],
  ['合同审阅', '找出合同中的风险条款并给出修改建议。', ['business'], 'FileQuestion'],
  ['成语接龙', '和 AI 玩成语接龙，看看谁先接不上。', ['game'], 'MessagesSquare'],
  ['海报文案', '为活动海报写标题和宣传语。', ['image_audio'], 'Tags'],
  ['面试官', '扮演技术面试官，帮你模拟面试。', ['role'], 'Bot'],
  ['翻译助手', '中英互译，保留术语和格式。', ['tool'], 'BotMessageSquare'],
];

/** `count` sample apps: names, tags and icons cycle through a fixed list, every third one a favourite. */
export function sampleApps(count = NAMES.length): StoreApp[] {
  return Array.from({ length: count }, (_, index) => {
    const [name, description, tags, icon] = NAMES[index % NAMES.length]!;
    const round = Math.floor(index / NAMES.length);
    const at = new Date(Date.UTC(2026, 2, 1, 8, 30) - index * 3_600_000).toISOString();
    return {
      id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      flow_id: `10000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
      name: round === 0 ? name : `${name} ${round + 1}`,
      description,
      icon,
      icon_bg_color: ['#7366f3', '#0891b2', '#059669', '#d97706'][index % 4]!,
      tags,
      user_id: 'dev',
      user_name: index % 2 === 0 ? '李开发' : '张工',
      user_profile_image: null,
      likes: (index * 7) % 23,
      liked: false,
      collect: index % 3 === 0,
      status_type: 'published',
      released_at: at,
      updated_at: at,
    };
  });
}

export interface MemoryMarketplaceOptions {
  apps?: StoreApp[];
  /** Calls that fail: `toggle` answers like a server refusal (a code), `toggleNetwork` like no answer. */
  failing?: { list?: boolean; toggle?: boolean; toggleNetwork?: boolean };
}

export interface MemoryMarketplaceApi extends MarketplaceApi {
  /** Every list query, in order: [which list, tag, query]. */
  readonly queries: Array<{ list: 'tag' | 'collect'; tag?: string; query: StorePageQuery }>;
}

function page(apps: StoreApp[], query: StorePageQuery = {}): Paged<StoreApp> {
  const search = query.search?.trim().toLowerCase();
  const found = search ? apps.filter((app) => `${app.name} ${app.description ?? ''}`.toLowerCase().includes(search)) : apps;
  const size = query.size ?? STORE_PAGE_SIZE;
  const number = query.page ?? 1;
  return { items: found.slice((number - 1) * size, number * size), page: number, pages: Math.max(1, Math.ceil(found.length / size)), size, total: found.length };
}

export function createMemoryMarketplaceApi(options: MemoryMarketplaceOptions = {}): MemoryMarketplaceApi {
  const apps = (options.apps ?? sampleApps()).map((app) => ({ ...app }));
  const queries: MemoryMarketplaceApi['queries'] = [];
  const fail = () => Promise.reject(new ApiError({ status: 0, kind: 'network', message: 'Network error', path: '/api/v1/store' }));
  return {
    queries,
    listByTag: async (tag, query = {}) => {
      queries.push({ list: 'tag', tag, query });
      if (options.failing?.list) return fail();
      return page(tag === STORE_ALL_TAG ? apps : apps.filter((app) => app.tags.includes(tag)), query);
    },
    listCollected: async (query = {}) => {
      queries.push({ list: 'collect', query });
      if (options.failing?.list) return fail();
      return page(apps.filter((app) => app.collect), query);
    },
    listTags: async () => {
      const extra = [...new Set(apps.flatMap((app) => app.tags))].filter((tag) => !(STORE_CATEGORIES as readonly string[]).includes(tag));
      return { tags: [...STORE_CATEGORIES, ...extra].map((name) => ({ name, count: apps.filter((app) => app.tags.includes(name)).length })) };
    },
    toggleCollect: async (storeId) => {
      if (options.failing?.toggle) throw new ApiError({ status: 200, code: 10003, message: '应用不存在', path: '/api/v1/store/collect' });
      if (options.failing?.toggleNetwork) return fail();
      const app = apps.find((candidate) => candidate.id === storeId);
      if (!app) throw new ApiError({ status: 200, code: 10003, message: '应用不存在', path: '/api/v1/store/collect' });
      app.collect = !app.collect;
      return { collect: app.collect };
    },
  };
}
