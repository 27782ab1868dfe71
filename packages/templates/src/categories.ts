// The new-flow dialog's filters (spec/3 section 2, "New-flow template modal"): templates are
// grouped by use case (what the flow is for) and by method (how it works). Ids are Langflow's
// template tags, so a flow's tags say which filters list it; names are the dialog's texts.

export interface TemplateCategory {
  /** Stable id, also the tag templates carry. */
  readonly id: string;
  /** The dialog's Chinese label. */
  readonly name: string;
  /** English label for the English interface. */
  readonly name_en: string;
  /** A lucide icon name. */
  readonly icon: string;
}

export const TEMPLATE_USE_CASES = [
  { id: 'assistants', name: '助手', name_en: 'Assistants', icon: 'BotMessageSquare' },
  { id: 'classification', name: '分类', name_en: 'Classification', icon: 'Tags' },
  { id: 'coding', name: '编程', name_en: 'Coding', icon: 'SquareTerminal' },
  { id: 'content-generation', name: '内容生成', name_en: 'Content Generation', icon: 'Newspaper' },
  { id: 'q-a', name: '问答系统', name_en: 'Q&A', icon: 'CircleHelp' },
  { id: 'agents', name: '代理', name_en: 'Agents', icon: 'Bot' },
  { id: 'web-scraping', name: '网络爬取', name_en: 'Web Scraping', icon: 'Globe' },
] as const satisfies readonly TemplateCategory[];

export const TEMPLATE_METHODS = [
  { id: 'chatbots', name: '机器人聊天', name_en: 'Prompting', icon: 'MessagesSquare' },
  { id: 'rag', name: '检索增强生成', name_en: 'RAG', icon: 'Database' },
  { id: 'agents', name: '智能体', name_en: 'Agents', icon: 'Bot' },
] as const satisfies readonly TemplateCategory[];

export type TemplateUseCase = (typeof TEMPLATE_USE_CASES)[number]['id'];
export type TemplateMethod = (typeof TEMPLATE_METHODS)[number]['id'];

/**
 * The examples the get-started tab shows, in order (spec/3: Basic Prompting, Vector Store RAG and
 * Simple Agent), by their templates' stable keys.
 */
export const GET_STARTED_TEMPLATES = ['basic-prompting', 'vector-store-rag', 'simple-agent'] as const;

function idsIn(categories: readonly TemplateCategory[], tags: readonly string[]): string[] {
  return categories.map((category) => category.id).filter((id) => tags.includes(id));
}

/** The use cases and methods a flow's tags name, in the dialog's order. */
export function templateCategoriesOf(tags: readonly string[]): { use_cases: TemplateUseCase[]; methods: TemplateMethod[] } {
  return {
    use_cases: idsIn(TEMPLATE_USE_CASES, tags) as TemplateUseCase[],
    methods: idsIn(TEMPLATE_METHODS, tags) as TemplateMethod[],
  };
}

/** What GET /api/v1/flows/basic_examples/ adds to each example flow: its key and its filters. */
export interface BasicExampleFields {
  template_key: string;
  use_cases: TemplateUseCase[];
  methods: TemplateMethod[];
  /** Shown on the get-started tab. */
  get_started: boolean;
}

export function basicExampleFields(template: { key: string; tags: readonly string[] }): BasicExampleFields {
  return {
    template_key: template.key,
    ...templateCategoriesOf(template.tags),
    get_started: (GET_STARTED_TEMPLATES as readonly string[]).includes(template.key),
  };
}
