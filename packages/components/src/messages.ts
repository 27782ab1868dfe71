// Every text the built-in components write into a failed build, in one coded table: the spec's
// English texts where it gives them (the string parsers, the JSON filter titles), English in
// Langflow's words otherwise. Callers compare codes; the editor may translate by code.

export const componentMessages = {
  // Prompt variables (Langflow's validate_prompt rules)
  PROMPT_INVALID_VARIABLES: (p: { names: string }) =>
    `Invalid prompt variables: ${p.names}. A variable name cannot start with a digit or contain spaces or any of , . : ; ! ? / \\ ( ) [ ].`,
  PROMPT_RESERVED_VARIABLE: (p: { name: string }) => `The prompt variable name "${p.name}" is reserved; choose another name.`,

  // {field} templates over Data and messages
  TEMPLATE_KEY_MISSING: (p: { key: string; available: string }) => `Key "${p.key}" not found in the data. Available keys: ${p.available}.`,

  // String parsers (spec/3 section 5)
  STRING_BLANK: () => 'String is blank',
  UNKNOWN_STRING_PARSER: (p: { parser: string }) => `Unknown string parser "${p.parser}".`,

  // JSON filter (spec/3 section 5): "<title>: <detail>"
  JSON_FILTER_INDEX_OUT_OF_RANGE: (p: { index: number; length: number; path: string }) =>
    `Invalid path: array index ${p.index} is out of range at ${p.path} (length ${p.length}).`,
  JSON_FILTER_PROPERTY_MISSING_IN_ELEMENT: (p: { key: string; path: string }) => `Invalid path: property "${p.key}" is missing in element ${p.path}.`,
  JSON_FILTER_PROPERTY_MISSING_IN_OBJECT: (p: { key: string; path: string }) => `Invalid path: property "${p.key}" is missing in the object at ${p.path}.`,
  JSON_FILTER_EMPTY: (p: { query: string }) => `Invalid path: "${p.query}" resolves to an empty result.`,
  JSON_FILTER_CANNOT_INDEX: (p: { type: string; key: string; path: string }) => `Invalid path: cannot index ${p.type} with ${p.key} at ${p.path}.`,
  JSON_FILTER_CANNOT_ITERATE: (p: { type: string; path: string }) => `Invalid path: cannot iterate over ${p.type} at ${p.path}.`,
  JSON_FILTER_SYNTAX: (p: { query: string; detail: string }) => `Invalid path: cannot read "${p.query}" as a JSON query or a path (${p.detail}).`,
  JSON_FILTER_FUNCTION_INPUT: (p: { name: string; type: string }) => `Invalid path: ${p.name} cannot be applied to ${p.type}.`,
  JSON_FILTER_NOT_OBJECT_OR_ARRAY: (p: { type: string }) => `Invalid result: the result must be an object or an array, not ${p.type}.`,
  JSON_FILTER_NOT_SERIALISABLE: (p: { detail: string }) => `Invalid result: the result cannot be serialised as JSON (${p.detail}).`,
  JSON_FILTER_CONVERSION: (p: { detail: string }) => `Conversion error: the input is not valid JSON (${p.detail}).`,

  // If-Else
  UNKNOWN_OPERATOR: (p: { operator: string }) => `Unknown operator "${p.operator}".`,
  INVALID_REGEX: (p: { pattern: string; detail: string }) => `Invalid regular expression "${p.pattern}": ${p.detail}`,
  NOT_A_NUMBER: (p: { text: string; match: string }) => `Cannot compare "${p.text}" with "${p.match}": both must be numbers.`,

  // Message History
  MESSAGE_STORE_UNAVAILABLE: () => 'Message History needs the message store, but the server provided none.',

  // Agent and Run Flow
  AGENT_MODEL_INVALID: () => '智能体没有可用的模型：请选择“模型服务商”，或在“连接的模型”上连接一个模型组件的“语言模型”输出。',
  AGENT_STEP_LIMIT: (p: { max: number }) => `智能体已达到最大迭代次数（${p.max} 次），在得出最终回答前停止了。可以调高“最大迭代次数”后重试。`,
  CREW_MODEL_MISSING: (p: { role: string }) => `CrewAI 智能体“${p.role}”没有模型：请在它的“语言模型”上连接一个模型组件的“语言模型”输出。`,
  CREW_TASK_AGENT_MISSING: () => '顺序任务没有智能体：请在“智能体”上连接一个 CrewAI 智能体的输出。',
  CREW_NO_TASKS: () => '团队没有任务：请在“任务”上连接至少一个任务组件的输出。',
  CREW_NO_AGENTS: () => '分层团队没有智能体：请在“智能体”上连接至少一个 CrewAI 智能体的输出。',
  CREW_MANAGER_MISSING: () => '分层团队需要一个管理者：请连接“管理者模型”（一个模型组件的“语言模型”输出）或“管理者智能体”。',
  CREW_COWORKER_UNKNOWN: (p: { name: string; roles: string }) => `团队中没有角色为“${p.name}”的成员；可以选择的成员：${p.roles}。`,
  RUN_FLOW_UNAVAILABLE: () => '运行流程需要服务器提供的流程运行服务，但服务器没有提供。',
  RUN_FLOW_NONE: () => '请选择或填写要运行的流程。',
  RUN_FLOW_FAILED: (p: { flow: string; detail: string }) => `运行流程“${p.flow}”失败：${p.detail}`,

  // MCP Tools
  MCP_URL_NONE: () => '请填写 MCP 服务器的地址。',
  MCP_COMMAND_NONE: () => '请填写启动 MCP 服务器的命令。',
  MCP_COMMANDS_DISABLED: () => '这台服务器不允许以本地命令（stdio）启动 MCP 服务器；请使用服务器地址，或请管理员设置 MCP_STDIO_ENABLED=true。',
  MCP_CONNECT_FAILED: (p: { url: string; detail: string }) => `无法连接 MCP 服务器 ${p.url}：${p.detail}`,
  MCP_TOOL_MISSING: (p: { names: string; url: string }) => `MCP 服务器 ${p.url} 没有提供所选的工具：${p.names}。请点击刷新按钮重新选择。`,
  MCP_TOOL_FAILED: (p: { tool: string; detail: string }) => `MCP 工具 ${p.tool} 出错：${p.detail}`,

  // Server services the data components and tools need
  FETCH_UNAVAILABLE: (p: { component: string }) => `${p.component} needs network access, but the server provided none.`,
  FILES_UNAVAILABLE: (p: { component: string }) => `${p.component} needs the file service, but the server provided none.`,

  // File
  FILE_NONE: () => 'No file selected: upload a file or connect a file path.',
  FILE_UNSUPPORTED_TYPE: (p: { name: string; supported: string }) => `Unsupported file type: "${p.name}". Supported types: ${p.supported}.`,
  FILE_UNREADABLE: (p: { name: string; detail: string }) => `Cannot read "${p.name}": ${p.detail}`,
  SAVE_FORMAT_INVALID: (p: { format: string; kind: string; allowed: string }) => `Invalid file format "${p.format}" for ${p.kind}. Allowed: ${p.allowed}.`,
  SAVE_FILE_NAME_MISSING: () => 'File name must be provided.',
  SAVE_FILE_FAILED: (p: { name: string; detail: string }) => `Cannot save "${p.name}": ${p.detail}`,
  SAVE_FILE_QUOTA_EXCEEDED: (p: { component: string; name: string; limit_mb: string }) =>
    `${p.component} cannot save "${p.name}": the flow owner's files have reached their storage limit of ${p.limit_mb} MB. Delete some files in My Files, or ask an administrator to raise USER_FILES_QUOTA_MB.`,
  FILE_INVALID_JSON: (p: { name: string; detail: string }) => `"${p.name}" is not valid JSON: ${p.detail}`,

  // URL loader, API request and the web fetch tool
  URL_NONE: () => 'Enter at least one URL.',
  URL_INVALID: (p: { url: string }) => `Invalid URL "${p.url}": enter an address that starts with http:// or https://.`,
  URL_FETCH_FAILED: (p: { url: string; detail: string }) => `Cannot fetch ${p.url}: ${p.detail}`,
  /** The server's fetch already names the URL in its message (a refused address, a timeout …). */
  URL_FETCH_REFUSED: (p: { detail: string }) => p.detail,
  URL_HTTP_STATUS: (p: { url: string; status: number }) => `Cannot fetch ${p.url}: the server answered HTTP ${p.status}.`,
  HTML_LINKS_NO_SOURCE: (p: { index: number }) => `HTML 链接提取：第 ${p.index} 项数据没有 source 或 url 字段，无法确定页面地址。`,
  URL_UNSUPPORTED_CONTENT: (p: { url: string; type: string }) => `Cannot read ${p.url}: content of type "${p.type}" is not text, HTML, PDF or DOCX.`,
  API_BODY_NOT_JSON: (p: { detail: string }) => `The request body is not valid JSON: ${p.detail}`,

  // Split Text
  SPLIT_CHUNK_SIZE: (p: { size: number }) => `Chunk size must be at least 1 (got ${p.size}).`,
  SPLIT_CHUNK_OVERLAP: (p: { overlap: number; size: number }) => `Chunk overlap must be at least 0 and smaller than the chunk size ${p.size} (got ${p.overlap}).`,

  // Regex extractor
  REGEX_EMPTY: () => 'Enter a regular expression.',
  REGEX_INVALID_FLAGS: (p: { flags: string }) => `Invalid regular expression flags "${p.flags}": use any of i, m, s, u.`,

  // JSON text to Data
  JSON_TEXT_INVALID: (p: { detail: string }) => `Invalid JSON: ${p.detail}`,

  // Calculator
  CALC_EMPTY: () => 'Enter an expression, e.g. (2 + 3) * 4.',
  CALC_UNEXPECTED: (p: { found: string; position: number }) => `Unexpected ${p.found} at position ${p.position}.`,
  CALC_UNKNOWN_NAME: (p: { name: string; known: string }) => `Unknown name "${p.name}". Known functions and constants: ${p.known}.`,
  CALC_NOT_A_FUNCTION: (p: { name: string }) => `"${p.name}" is a constant, not a function.`,
  CALC_MISSING_PARENTHESIS: (p: { name: string }) => `${p.name} is a function: write ${p.name}(…).`,
  CALC_ARGUMENT_COUNT: (p: { name: string; expected: string; count: number }) => `${p.name} takes ${p.expected}, not ${p.count}.`,
  CALC_DIVISION_BY_ZERO: () => 'Division by zero.',
  CALC_DOMAIN: (p: { detail: string }) => `Undefined result: ${p.detail}.`,
  CALC_OVERFLOW: () => 'The result is too large to represent.',

  // Current Date
  DATE_UNKNOWN_TIMEZONE: (p: { timezone: string }) => `Unknown time zone "${p.timezone}". Use an IANA name such as Asia/Shanghai or UTC.`,

  // Structured Output: in Chinese like the model errors beside it, for the people who shape the schema
  STRUCTURED_MODEL_MISSING: () => '“语言模型”需要连接一个模型组件（如“OpenAI 兼容模型”）的“语言模型”输出。',
  STRUCTURED_SCHEMA_EMPTY: () => '“输出结构”中至少要有一个字段。',
  STRUCTURED_FIELD_NAME_MISSING: (p: { row: number }) => `“输出结构”第 ${p.row} 行缺少字段名。`,
  STRUCTURED_FIELD_DUPLICATE: (p: { name: string }) => `“输出结构”中的字段名“${p.name}”重复。`,
  STRUCTURED_FIELD_TYPE_UNKNOWN: (p: { name: string; type: string; types: string }) => `字段“${p.name}”的类型“${p.type}”无效，可选：${p.types}。`,
  STRUCTURED_VALUE_INVALID: (p: { name: string; type: string; value: string }) => `模型给字段“${p.name}”的值 ${p.value} 不是${p.type}。`,
  STRUCTURED_ANSWER_INVALID: (p: { answer: string }) => `模型的回答不是预期的结构（应为 {"objects": [...]}）：${p.answer}`,

  // Batch Run: in Chinese like Structured Output's, for the people who name the column
  BATCH_COLUMN_MISSING: (p: { column: string; available: string }) => `数据表中没有“${p.column}”列。现有的列：${p.available}。`,

  // Models and embeddings: what went wrong at the provider, in Chinese for the people who set the
  // key and the address (`detail` is the provider's own message).
  MODEL_API_KEY_MISSING: (p: { provider: string }) => `缺少 API 密钥：${p.provider} 需要 API 密钥，请在“API 密钥”中填写，或选择一个凭证类型的全局变量。`,
  MODEL_NAME_MISSING: () => '缺少模型名称：请选择或填写要调用的模型。',
  MODEL_BASE_URL_INVALID: (p: { url: string }) => `基础 URL“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  MODEL_AUTH_REJECTED: (p: { status: number; detail: string }) => `模型服务拒绝了 API 密钥（${p.status}）：${p.detail}`,
  MODEL_ACCESS_DENIED: (p: { status: number; detail: string }) => `模型服务拒绝了访问（${p.status}）：${p.detail}`,
  MODEL_NOT_FOUND: (p: { status: number; model: string; detail: string }) =>
    `模型服务找不到模型“${p.model}”或接口地址（${p.status}）：${p.detail}。请检查模型名称和基础 URL。`,
  MODEL_RATE_LIMITED: (p: { status: number; detail: string }) => `模型服务限制了请求频率或额度已用完（${p.status}）：${p.detail}`,
  MODEL_REQUEST_REFUSED: (p: { status: number; detail: string }) => `模型服务拒绝了请求（${p.status}）：${p.detail}`,
  MODEL_SERVER_ERROR: (p: { status: number; detail: string }) => `模型服务内部出错（${p.status}）：${p.detail}`,
  MODEL_UNREACHABLE: (p: { url: string; detail: string }) => `无法连接到模型服务 ${p.url}：${p.detail}`,
  MODEL_TIMEOUT: (p: { seconds: number }) => `模型服务在 ${p.seconds} 秒内没有响应，请求已超时。`,
  MODEL_INVALID_JSON: (p: { detail: string }) => `模型没有返回有效的 JSON：${p.detail}`,
  MODEL_CALL_FAILED: (p: { detail: string }) => `模型调用失败：${p.detail}`,
  MODEL_ANSWER_BROKEN: (p: { detail: string }) => `模型服务的回答在中途中断：${p.detail}`,
  MODEL_ANSWER_UNREADABLE: (p: { status: number; detail: string }) => `模型服务的回答不符合接口格式，无法读取（${p.status}）：${p.detail}`,
  MODEL_ATTEMPTS: (p: { message: string; attempts: number }) => `${p.message}（共尝试 ${p.attempts} 次）`,

  // Tavily Search: in Chinese like the model errors, for the people who set its key and address
  TAVILY_API_KEY_MISSING: () => 'Tavily 搜索缺少 API 密钥：请在“API 密钥”中填写，或选择一个凭证类型的全局变量（如 TAVILY_API_KEY）。',
  TAVILY_QUERY_NONE: () => 'Tavily 搜索的“搜索内容”为空：请填写要搜索的问题或关键词。',
  TAVILY_BASE_URL_INVALID: (p: { url: string }) => `Tavily 搜索的基础 URL“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  TAVILY_UNREACHABLE: (p: { url: string; detail: string }) => `Tavily 搜索无法连接 ${p.url}：${p.detail}`,
  TAVILY_REFUSED: (p: { status: number; detail: string }) => `Tavily 搜索拒绝了请求（${p.status}）：${p.detail}`,
  TAVILY_ANSWER_UNREADABLE: (p: { detail: string }) => `Tavily 搜索的回答无法读取：${p.detail}`,

  // arXiv and SearchApi: in Chinese like Tavily's, for the people who set their addresses and keys
  PYTHON_UNAVAILABLE: () => 'Python 解释器需要服务器提供的 Python 沙箱，但服务器没有提供。',
  PYTHON_ERROR: (p: { detail: string; output: string }) => `Python 解释器运行的代码出错：${p.detail}${p.output ? `\n此前的输出：\n${p.output}` : ''}`,
  PYTHON_MODULE_UNAVAILABLE: (p: { module: string }) => `Python 解释器只能使用 Python 标准库：模块“${p.module}”不可用（不会从网络下载包）。`,
  PYTHON_TIMEOUT: (p: { seconds: number }) => `Python 解释器运行的代码超过 ${p.seconds} 秒仍未结束，已被停止。`,
  REMIX_BASE_URL_INVALID: (p: { url: string }) => `RTX Remix 文档的基础 URL“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  REMIX_UNREACHABLE: (p: { url: string; detail: string }) => `RTX Remix 文档无法连接 ${p.url}：${p.detail}`,
  REMIX_REFUSED: (p: { status: number; detail: string }) => `RTX Remix 文档拒绝了请求（${p.status}）：${p.detail}`,
  REMIX_INDEX_UNREADABLE: (p: { detail: string }) => `RTX Remix 文档的搜索索引无法读取：${p.detail}`,
  ARXIV_QUERY_NONE: () => 'arXiv 搜索的“搜索内容”为空：请填写要搜索的论文关键词、作者或分类。',
  ARXIV_BASE_URL_INVALID: (p: { url: string }) => `arXiv 搜索的基础 URL“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  ARXIV_UNREACHABLE: (p: { url: string; detail: string }) => `arXiv 搜索无法连接 ${p.url}：${p.detail}`,
  ARXIV_REFUSED: (p: { status: number; detail: string }) => `arXiv 搜索拒绝了请求（${p.status}）：${p.detail}`,
  ARXIV_ANSWER_UNREADABLE: (p: { detail: string }) => `arXiv 搜索的回答无法读取：${p.detail}`,
  SEARCHAPI_API_KEY_MISSING: () => 'SearchApi 搜索缺少 API 密钥：请在“API 密钥”中填写，或选择一个凭证类型的全局变量（如 SEARCHAPI_API_KEY）。',
  SEARCHAPI_QUERY_NONE: () => 'SearchApi 搜索的“输入”为空：请填写要搜索的问题或关键词。',
  SEARCHAPI_BASE_URL_INVALID: (p: { url: string }) => `SearchApi 搜索的基础 URL“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  SEARCHAPI_UNREACHABLE: (p: { url: string; detail: string }) => `SearchApi 搜索无法连接 ${p.url}：${p.detail}`,
  SEARCHAPI_REFUSED: (p: { status: number; detail: string }) => `SearchApi 搜索拒绝了请求（${p.status}）：${p.detail}`,
  SEARCHAPI_ANSWER_UNREADABLE: (p: { detail: string }) => `SearchApi 搜索的回答无法读取：${p.detail}`,

  // Extract Web Data (AgentQL): in Chinese like the searches', for the people who set its key and address
  AGENTQL_API_KEY_MISSING: () => '提取网页数据（AgentQL）缺少 API 密钥：请在“API 密钥”中填写，或选择一个凭证类型的全局变量（如 AGENTQL_API_KEY）。',
  AGENTQL_URL_NONE: () => '提取网页数据（AgentQL）的“网页地址”为空：请填写要读取的公开网页地址。',
  AGENTQL_QUERY_NONE: () => '提取网页数据（AgentQL）需要“AgentQL 查询”或“提示词”其中之一：请填写要从网页中提取的内容。',
  AGENTQL_QUERY_AND_PROMPT: () => '提取网页数据（AgentQL）的“AgentQL 查询”和“提示词”不能同时填写：请只保留一个。',
  AGENTQL_BASE_URL_INVALID: (p: { url: string }) => `提取网页数据（AgentQL）的基础 URL“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  AGENTQL_UNREACHABLE: (p: { url: string; detail: string }) => `提取网页数据（AgentQL）无法连接 ${p.url}：${p.detail}`,
  AGENTQL_KEY_REFUSED: () => '提取网页数据（AgentQL）的 API 密钥无效：AgentQL 拒绝了它（401），请在 dev.agentql.com 创建新的密钥。',
  AGENTQL_REFUSED: (p: { status: number; detail: string }) => `提取网页数据（AgentQL）请求被拒绝（${p.status}）：${p.detail}`,
  AGENTQL_ANSWER_UNREADABLE: (p: { detail: string }) => `提取网页数据（AgentQL）的回答无法读取：${p.detail}`,

  // ScrapeGraph Search API and Apify Actors: in Chinese like the searches', for the people who set their keys and addresses
  SCRAPEGRAPH_API_KEY_MISSING: () => 'ScrapeGraph 搜索缺少 API 密钥：请在“API 密钥”中填写，或选择一个凭证类型的全局变量（如 SCRAPEGRAPH_API_KEY）。',
  SCRAPEGRAPH_PROMPT_NONE: () => 'ScrapeGraph 搜索的“搜索提示词”为空：请填写要搜索的问题。',
  SCRAPEGRAPH_BASE_URL_INVALID: (p: { url: string }) => `ScrapeGraph 搜索的基础 URL“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  SCRAPEGRAPH_UNREACHABLE: (p: { url: string; detail: string }) => `ScrapeGraph 搜索无法连接 ${p.url}：${p.detail}`,
  SCRAPEGRAPH_REFUSED: (p: { status: number; detail: string }) => `ScrapeGraph 搜索拒绝了请求（${p.status}）：${p.detail}`,
  SCRAPEGRAPH_ANSWER_UNREADABLE: (p: { detail: string }) => `ScrapeGraph 搜索的回答无法读取：${p.detail}`,
  APIFY_TOKEN_MISSING: () => 'Apify Actors 缺少 Apify 令牌：请在“Apify 令牌”中填写，或选择一个凭证类型的全局变量（如 APIFY_API_TOKEN）。',
  APIFY_ACTOR_NONE: () => 'Apify Actors 的“Actor 名称”为空：请填写 Apify 商店中 Actor 的名称，例如 apify/website-content-crawler。',
  APIFY_RUN_INPUT_INVALID: (p: { detail: string }) => `Apify Actors 的“运行输入”不是 JSON 对象：${p.detail}`,
  APIFY_BASE_URL_INVALID: (p: { url: string }) => `Apify Actors 的基础 URL“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  APIFY_UNREACHABLE: (p: { url: string; detail: string }) => `Apify Actors 无法连接 ${p.url}：${p.detail}`,
  APIFY_TOKEN_REFUSED: () => 'Apify Actors 的令牌无效：Apify 拒绝了它（401），请在 Apify 控制台的 Settings → API & Integrations 中复制有效的令牌。',
  APIFY_ACTOR_NOT_FOUND: (p: { actor: string }) => `Apify Actors 找不到 Actor“${p.actor}”：请检查名称（例如 apify/website-content-crawler）。`,
  APIFY_REFUSED: (p: { status: number; detail: string }) => `Apify Actors 请求被拒绝（${p.status}）：${p.detail}`,
  APIFY_INPUT_SCHEMA_NONE: (p: { actor: string }) => `Apify Actors 无法把 Actor“${p.actor}”用作工具：它的最新构建没有输入结构。`,
  APIFY_RUN_FAILED: (p: { actor: string; status: string }) => `Apify Actors 运行 Actor“${p.actor}”没有成功：运行状态为 ${p.status}。`,
  APIFY_RUN_UNFINISHED: (p: { actor: string; seconds: number }) => `Apify Actors 运行 Actor“${p.actor}”超过 ${p.seconds} 秒仍未结束：请调大“超时”或减少运行输入中的任务量。`,
  APIFY_ANSWER_UNREADABLE: (p: { detail: string }) => `Apify Actors 的回答无法读取：${p.detail}`,
  // Composio Tools (Langflow's ComposioAPI): its key, app and actions, and the account to connect
  COMPOSIO_API_KEY_MISSING: () => 'Composio 工具缺少 Composio API 密钥：请在“Composio API 密钥”中填写，或选择一个凭证类型的全局变量（如 COMPOSIO_API_KEY）。',
  COMPOSIO_APP_NONE: () => 'Composio 工具的“应用”为空：请填写要使用的应用，例如 GMAIL。',
  COMPOSIO_ACTIONS_NONE: (p: { app: string }) => `Composio 工具没有选择动作：请在“动作”中填写 ${p.app} 的动作名称，例如 ${p.app}_SEND_EMAIL。`,
  COMPOSIO_BASE_URL_INVALID: (p: { url: string }) => `Composio 工具的基础 URL“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  COMPOSIO_UNREACHABLE: (p: { url: string; detail: string }) => `Composio 工具无法连接 ${p.url}：${p.detail}`,
  COMPOSIO_API_KEY_REFUSED: () => 'Composio 工具的 API 密钥无效：Composio 拒绝了它（401），请在 Composio 控制台的设置中复制有效的 API 密钥。',
  COMPOSIO_REFUSED: (p: { status: number; detail: string }) => `Composio 工具请求被拒绝（${p.status}）：${p.detail}`,
  COMPOSIO_ANSWER_UNREADABLE: (p: { detail: string }) => `Composio 工具的回答无法读取：${p.detail}`,
  COMPOSIO_NOT_CONNECTED: (p: { app: string; entity: string; url: string }) =>
    `Composio 工具：实体“${p.entity}”还没有连接 ${p.app} 账号。请打开 ${p.url} 完成授权，然后重新运行。`,
  COMPOSIO_ACTION_MISSING: (p: { names: string; app: string }) => `Composio 工具找不到 ${p.app} 的动作：${p.names}。请检查动作名称。`,
  COMPOSIO_ACTION_FAILED: (p: { action: string; detail: string }) => `Composio 工具执行动作 ${p.action} 失败：${p.detail}`,

  // Chat page greeting and suggestions (UIInput, UIOutput): in Chinese for the people who configure the chat page
  UI_SUGGESTION_NAME_MISSING: (p: { row: number }) => `“推荐问题”第 ${p.row} 行缺少问题文字。`,
  UI_SUGGESTION_URL_INVALID: (p: { row: number; url: string }) => `“推荐问题”第 ${p.row} 行的链接“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  UI_SUGGESTIONS_TOO_MANY: (p: { max: number; count: number }) => `推荐问题最多 ${p.max} 个，当前有 ${p.count} 个。`,

  // Vector stores
  VECTOR_STORE_UNAVAILABLE: () => '向量存储需要服务器提供的向量库服务，但服务器没有提供。',
  VECTOR_EMBEDDINGS_MISSING: () => '“嵌入模型”需要连接一个嵌入组件（如 OpenAI 兼容嵌入）。',
  VECTOR_COLLECTION_INVALID: (p: { max: number }) => `集合名称不能为空，且不能超过 ${p.max} 个字符。`,
  VECTOR_DIMENSIONS_MISMATCH: (p: { collection: string; stored: number; query: number }) =>
    `集合“${p.collection}”中的向量是 ${p.stored} 维，而查询向量是 ${p.query} 维：检索时请使用入库时的同一个嵌入模型。`,
  FAISS_UNAVAILABLE: () => 'FAISS 需要服务器提供的本地索引服务，但服务器没有提供。',
  FAISS_DIRECTORY_INVALID: (p: { directory: string }) =>
    `FAISS 的持久化目录“${p.directory}”无效：请填写数据目录中的相对路径（不能是绝对路径，也不能包含“..”）。`,
  FAISS_INDEX_NAME_INVALID: (p: { name: string; max: number }) =>
    `FAISS 的索引名称“${p.name}”无效：只能包含字母、数字、下划线、连字符和点，最多 ${p.max} 个字符。`,
  EMBEDDING_COUNT_MISMATCH: (p: { texts: number; vectors: number }) => `嵌入模型为 ${p.texts} 段文本返回了 ${p.vectors} 个向量。`,

  // Knowledge bases: in Chinese like the vector stores', for the people who name the bases and their columns
  KNOWLEDGE_UNAVAILABLE: () => '知识库需要服务器提供的知识库服务，但服务器没有提供。',
  KNOWLEDGE_NAME_INVALID: (p: { name: string; max: number }) =>
    `知识库名称“${p.name}”无效：只能包含文字、数字、下划线和连字符，以文字或数字开头和结尾，最多 ${p.max} 个字符。`,
  KNOWLEDGE_NOT_FOUND: (p: { name: string }) => `找不到知识库“${p.name}”：请先用“知识库入库”创建它，或检查名称。`,
  KNOWLEDGE_EMBEDDING_MISMATCH: (p: { name: string; stored: string; connected: string }) =>
    `知识库“${p.name}”是用嵌入模型 ${p.stored} 入库的，而连接的是 ${p.connected}：请连接同一个嵌入模型。`,
  KNOWLEDGE_COLUMNS_EMPTY: () => '“列配置”中至少要有一列开启“向量化”。',
  KNOWLEDGE_COLUMN_MISSING: (p: { column: string; available: string }) => `输入中没有“${p.column}”列。现有的列：${p.available}。`,

  // Astra DB: in Chinese like the web searches', for the people who set its token and endpoint
  ASTRA_TOKEN_MISSING: () => 'Astra DB 缺少应用令牌：请在“Astra DB 应用令牌”中填写，或选择一个凭证类型的全局变量（如 ASTRA_DB_APPLICATION_TOKEN）。',
  ASTRA_ENDPOINT_INVALID: (p: { url: string }) => `Astra DB 的 API 端点“${p.url}”无效：请填写数据库的 Data API 地址（以 https:// 开头）。`,
  ASTRA_NAME_INVALID: (p: { name: string }) => `Astra DB 的集合或键空间名称“${p.name}”无效：只能包含字母、数字和下划线，最多 48 个字符。`,
  ASTRA_UNREACHABLE: (p: { url: string; detail: string }) => `Astra DB 无法连接 ${p.url}：${p.detail}`,
  ASTRA_REFUSED: (p: { status: number; detail: string }) => `Astra DB 拒绝了请求（${p.status}）：${p.detail}`,
  ASTRA_ANSWER_UNREADABLE: (p: { detail: string }) => `Astra DB 的回答无法读取：${p.detail}`,
  ASTRA_DATABASE_NOT_FOUND: (p: { name: string }) => `Astra DB 找不到名为“${p.name}”的数据库：请检查“数据库”名称和令牌所属的组织，或直接填写“API 端点”。`,
  ASTRA_VECTORIZE_UNAVAILABLE: (p: { collection: string }) =>
    `Astra DB 的集合“${p.collection}”没有自己的嵌入服务（Astra Vectorize）：请连接“嵌入模型”，或选择在 Astra 中设置了嵌入服务的集合。`,

  // AssemblyAI: in Chinese like the web searches', for the people who set its key and address
  ASSEMBLYAI_API_KEY_MISSING: () => 'AssemblyAI 缺少 API 密钥：请在“API 密钥”中填写，或选择一个凭证类型的全局变量（如 ASSEMBLYAI_API_KEY）。',
  ASSEMBLYAI_AUDIO_NONE: () => 'AssemblyAI 开始转写没有音频：请在“音频文件”中上传文件，或填写“音频地址”。',
  ASSEMBLYAI_SPEAKERS_INVALID: (p: { value: string }) => `AssemblyAI 开始转写的“预计说话人数”“${p.value}”无效：请填写一个正整数，或留空。`,
  ASSEMBLYAI_TRANSCRIPT_ID_NONE: () => 'AssemblyAI 获取转写结果没有转写任务编号：请连接“AssemblyAI 开始转写”的输出。',
  ASSEMBLYAI_BASE_URL_INVALID: (p: { url: string }) => `AssemblyAI 的基础 URL“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  ASSEMBLYAI_UNREACHABLE: (p: { url: string; detail: string }) => `AssemblyAI 无法连接 ${p.url}：${p.detail}`,
  ASSEMBLYAI_KEY_REFUSED: () => 'AssemblyAI 的 API 密钥无效：AssemblyAI 拒绝了它（401），请在 assemblyai.com 查看你的密钥。',
  ASSEMBLYAI_REFUSED: (p: { status: number; detail: string }) => `AssemblyAI 拒绝了请求（${p.status}）：${p.detail}`,
  ASSEMBLYAI_ANSWER_UNREADABLE: (p: { detail: string }) => `AssemblyAI 的回答无法读取：${p.detail}`,
  ASSEMBLYAI_TRANSCRIPT_FAILED: (p: { detail: string }) => `AssemblyAI 转写失败：${p.detail}`,
  ASSEMBLYAI_TIMEOUT: () => 'AssemblyAI 在“超时”设定的时间内没有完成：请稍后重试，或调大“超时（秒）”。',

  // Needle Retriever: in Chinese like the web searches', for the people who set its key and address
  NEEDLE_API_KEY_MISSING: () => 'Needle 检索缺少 API 密钥：请在“Needle API 密钥”中填写，或选择一个凭证类型的全局变量（如 NEEDLE_API_KEY）。',
  NEEDLE_COLLECTION_NONE: () => 'Needle 检索的“集合编号”为空：请填写要检索的 Needle 集合的编号。',
  NEEDLE_QUERY_NONE: () => 'Needle 检索的“问题”为空：请填写要检索的问题。',
  NEEDLE_BASE_URL_INVALID: (p: { url: string }) => `Needle 检索的基础 URL“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  NEEDLE_UNREACHABLE: (p: { url: string; detail: string }) => `Needle 检索无法连接 ${p.url}：${p.detail}`,
  NEEDLE_KEY_REFUSED: () => 'Needle 检索的 API 密钥无效：Needle 拒绝了它，请在 needle-ai.com 的开发者设置中查看你的密钥。',
  NEEDLE_REFUSED: (p: { status: number; detail: string }) => `Needle 检索请求被拒绝（${p.status}）：${p.detail}`,
  NEEDLE_ANSWER_UNREADABLE: (p: { detail: string }) => `Needle 检索的回答无法读取：${p.detail}`,

  // YouTube Comments and Transcripts: in Chinese like the web searches', for the people who set the key and address
  YOUTUBE_COMMENTS_API_KEY_MISSING: () => 'YouTube 评论缺少 API 密钥：请在“API 密钥”中填写 YouTube Data API 的密钥，或选择一个凭证类型的全局变量（如 YOUTUBE_API_KEY）。',
  YOUTUBE_COMMENTS_VIDEO_URL_NONE: () => 'YouTube 评论的“视频地址”为空：请填写 YouTube 视频的地址或 ID。',
  YOUTUBE_COMMENTS_BASE_URL_INVALID: (p: { url: string }) => `YouTube 评论的基础 URL“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  YOUTUBE_COMMENTS_UNREACHABLE: (p: { url: string; detail: string }) => `YouTube 评论无法连接 ${p.url}：${p.detail}`,
  YOUTUBE_COMMENTS_REFUSED: (p: { status: number; detail: string }) => `YouTube 评论的请求被 YouTube 拒绝（${p.status}）：${p.detail}。常见原因：视频关闭了评论、API 额度用完或视频不存在。`,
  YOUTUBE_COMMENTS_ANSWER_UNREADABLE: (p: { detail: string }) => `YouTube 评论的回答无法读取：${p.detail}`,
  YOUTUBE_TRANSCRIPTS_URL_INVALID: (p: { url: string }) => `YouTube 字幕无法从“${p.url}”中读出视频 ID：请填写 YouTube 视频的地址（例如 https://www.youtube.com/watch?v=…）。`,
  YOUTUBE_TRANSCRIPTS_BASE_URL_INVALID: (p: { url: string }) => `YouTube 字幕的基础 URL“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  YOUTUBE_TRANSCRIPTS_UNREACHABLE: (p: { url: string; detail: string }) => `YouTube 字幕无法连接 ${p.url}：${p.detail}`,
  YOUTUBE_TRANSCRIPTS_REFUSED: (p: { status: number; detail: string }) => `YouTube 字幕的请求被 YouTube 拒绝（${p.status}）：${p.detail}`,
  YOUTUBE_TRANSCRIPTS_BLOCKED: () => 'YouTube 字幕：YouTube 拦截了来自本服务器 IP 的请求（要求人机验证或请求过多），暂时无法读取字幕。',
  YOUTUBE_TRANSCRIPTS_UNPLAYABLE: (p: { video: string; reason: string }) => `YouTube 字幕无法读取视频 ${p.video}：${p.reason}`,
  YOUTUBE_TRANSCRIPTS_DISABLED: (p: { video: string }) => `YouTube 字幕：视频 ${p.video} 没有字幕（字幕已关闭）。`,
  YOUTUBE_TRANSCRIPTS_NOT_FOUND: (p: { video: string; languages: string; available: string }) => `YouTube 字幕：视频 ${p.video} 没有 ${p.languages} 语言的字幕。已有的字幕：${p.available}。`,
  YOUTUBE_TRANSCRIPTS_TRANSLATION_UNAVAILABLE: (p: { video: string; language: string }) => `YouTube 字幕：视频 ${p.video} 的字幕不能翻译成“${p.language}”。`,
  YOUTUBE_TRANSCRIPTS_ANSWER_UNREADABLE: (p: { detail: string }) => `YouTube 字幕的回答无法读取：${p.detail}`,

  // Yahoo! Finance, worded like the other web services'
  YAHOO_FINANCE_SYMBOL_NONE: () => '雅虎财经的“股票代码”为空：请填写要读取数据的股票代码（例如 AAPL）。',
  YAHOO_FINANCE_METHOD_UNSUPPORTED: (p: { method: string }) => `雅虎财经暂不支持数据类型“${p.method}”：它的数据在雅虎的接口中无法可靠确定。请选择其他数据类型，例如 get_info 或 get_news。`,
  YAHOO_FINANCE_BASE_URL_INVALID: (p: { url: string }) => `雅虎财经的地址“${p.url}”无效：请填写以 http:// 或 https:// 开头的地址。`,
  YAHOO_FINANCE_UNREACHABLE: (p: { url: string; detail: string }) => `雅虎财经无法连接 ${p.url}：${p.detail}`,
  YAHOO_FINANCE_RATE_LIMITED: () => '雅虎财经：雅虎限制了来自本服务器的请求频率（请求过多），请稍后再试。',
  YAHOO_FINANCE_CRUMB_MISSING: () => '雅虎财经没有得到雅虎的 crumb（同意 Cookie 条款后也没有）：雅虎可能拦截了本服务器，或“Cookie 地址”“同意页地址”不是雅虎的。',
  YAHOO_FINANCE_NOT_FOUND: (p: { symbol: string; detail: string }) => `雅虎财经找不到股票代码“${p.symbol}”的数据：${p.detail}`,
  YAHOO_FINANCE_REFUSED: (p: { status: number; detail: string }) => `雅虎财经的请求被雅虎拒绝（${p.status}）：${p.detail}`,
  YAHOO_FINANCE_ANSWER_UNREADABLE: (p: { detail: string }) => `雅虎财经的回答无法读取：${p.detail}`,
} as const;

export type ComponentMessageCode = keyof typeof componentMessages;

type Params<C extends ComponentMessageCode> = Parameters<(typeof componentMessages)[C]>;

/** A component's refusal; the engine shows `message` as the node's build error. */
export class ComponentError extends Error {
  readonly code: ComponentMessageCode;
  /** What the message was rendered from (a value may be the coded error it reports), for the client's wording. */
  readonly params: Record<string, unknown>;

  constructor(code: ComponentMessageCode, message: string, params: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ComponentError';
    this.code = code;
    this.params = params;
  }
}

export function isComponentErrorCode(code: string): code is ComponentMessageCode {
  return Object.hasOwn(componentMessages, code);
}

export function componentError<C extends ComponentMessageCode>(code: C, ...params: Params<C>): ComponentError {
  const render = componentMessages[code] as (...args: Params<C>) => string;
  return new ComponentError(code, render(...params), params[0] ?? {});
}

/**
 * The same refusal with some parameters carried as the errors they report (a coded one nests in
 * the client's wording; any other shows its message); the text stays as rendered.
 */
export function withCauses(error: ComponentError, causes: Record<string, unknown>): ComponentError {
  return new ComponentError(error.code, error.message, { ...error.params, ...causes });
}
