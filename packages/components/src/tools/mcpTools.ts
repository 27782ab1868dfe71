// MCP Tools: the tools of a Model Context Protocol server for an agent (Langflow's MCPTools). It
// connects over streamable HTTP or SSE through the server's guarded fetch, lists the server's
// tools (the refresh button fills the choice), and outputs the chosen ones, each call a request
// to the MCP server.
import { defineComponent, type OutboundFetch, type TemplateUpdate, type TemplateUpdateResult } from '@app/engine';
import type { TemplateField } from '@app/flow-graph';
import { componentError, withCauses } from '../messages';
import { apiKeyField } from '../models/modelFields';
import { requireFetch } from '../shared/services';
import { MCP_TRANSPORTS, withMcpClient, type McpServerSettings, type McpTransport } from './mcp/mcpConnection';
import { listServerTools, serverTool, type McpToolInfo } from './mcp/mcpServerTools';

interface ServerInputs {
  transport: string;
  url: string;
  api_key?: string;
  headers?: Record<string, unknown>;
  timeout: number;
}

/** The settings of the node's server; refuses a URL that is no http(s) address. */
function serverSettings(inputs: ServerInputs): McpServerSettings {
  const url = inputs.url.trim();
  if (url === '') throw componentError('MCP_URL_NONE');
  if (!/^https?:\/\//i.test(url) || !URL.canParse(url)) throw componentError('URL_INVALID', { url });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(inputs.headers ?? {})) if (name.trim() !== '' && value !== undefined && value !== null) headers[name.trim()] = String(value);
  if (inputs.api_key) headers.authorization = `Bearer ${inputs.api_key}`;
  const transport: McpTransport = (MCP_TRANSPORTS as readonly string[]).includes(inputs.transport) ? (inputs.transport as McpTransport) : 'Streamable HTTP';
  return { transport, url, headers, timeoutMs: Math.max(1, inputs.timeout) * 1000 };
}

/** The server's tools, or a refusal that says which server failed and why. */
async function serverTools(settings: McpServerSettings, fetch: OutboundFetch, signal: AbortSignal): Promise<McpToolInfo[]> {
  try {
    return await withMcpClient(settings, fetch, signal, (client) => listServerTools(client, settings, signal));
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    const failure = componentError('MCP_CONNECT_FAILED', { url: settings.url, detail: error instanceof Error ? error.message : String(error) });
    // The guard's coded refusal travels along, so the client words it in the user's language.
    throw error instanceof Error ? withCauses(failure, { detail: error }) : failure;
  }
}

function fieldOf(update: TemplateUpdate, name: string): TemplateField | undefined {
  const field = update.template[name];
  return typeof field === 'object' && field !== null ? field : undefined;
}

/** The refresh button of the tool choice: the server's tool names as its options. */
async function toolOptions(update: TemplateUpdate): Promise<TemplateUpdateResult> {
  if (update.field !== 'tool_names' || !update.services) return {};
  const value = (name: string) => fieldOf(update, name)?.value;
  const key = fieldOf(update, 'api_key');
  const keyText = typeof key?.value === 'string' ? key.value : '';
  const apiKey = key?.load_from_db === true && keyText !== '' ? await update.resolveVariable?.(keyText, 'api_key') : keyText;
  const settings = serverSettings({
    transport: String(value('transport') ?? ''),
    url: String(value('url') ?? ''),
    api_key: apiKey,
    headers: (value('headers') ?? {}) as Record<string, unknown>,
    timeout: Number(value('timeout') ?? 30),
  });
  const tools = await serverTools(settings, requireFetch(update.services, 'MCP Tools'), AbortSignal.timeout(settings.timeoutMs));
  const template = structuredClone(update.template);
  const names = tools.map((tool) => tool.name);
  const field = template.tool_names as TemplateField;
  const chosen = Array.isArray(field.value) ? field.value.filter((name) => names.includes(String(name))) : [];
  template.tool_names = { ...field, options: names, limit: Math.max(names.length, 1), value: chosen };
  return { template };
}

export const MCPTools = defineComponent({
  type: 'MCPTools',
  display_name: 'MCP 工具',
  description: '连接一个 MCP 服务器，把它的工具交给智能体使用。',
  documentation:
    'MCP 工具连接一个支持模型上下文协议（MCP）的服务器，把它提供的工具交给智能体：把“工具”输出连接到智能体的“工具”。' +
    '“传输方式”选择 Streamable HTTP（当前的协议版本）或 SSE（旧版服务器），“服务器地址”填写服务器的 MCP 地址，例如 https://example.com/mcp。' +
    '“访问令牌”以 Authorization: Bearer 请求头发送，可以选择一个凭证类型的全局变量；“请求头”中的其他请求头随每个请求发送。' +
    '点击“工具”旁的刷新按钮会连接服务器并列出它的工具，从中选择要交给智能体的工具；不选择时交出服务器的全部工具。' +
    '智能体调用工具时，参数按服务器给出的格式由模型填写，调用结果（或错误）显示在回复消息的“智能体步骤”中。' +
    '服务器不会访问内网、本机和云服务元数据等地址（管理员可通过 FETCH_ALLOWED_HOSTS 放行）；“超时”限制每次连接、列出工具和调用工具的时间。' +
    '出于安全考虑，这里不启动本地命令（stdio）形式的 MCP 服务器。',
  en: {
    display_name: 'MCP Tools',
    description: "Connect to an MCP server and give its tools to an agent.",
    documentation:
      'MCP Tools connects to a server that speaks the Model Context Protocol (MCP) and hands the tools it offers to an agent: connect the "Tools" ' +
      'output to the agent\'s "Tools". "Transport" is Streamable HTTP (the current protocol revision) or SSE (older servers); "Server URL" is the MCP ' +
      'address of the server, e.g. https://example.com/mcp. The "Access Token" is sent as an Authorization: Bearer header and can be a global ' +
      'variable of type credential; other "Headers" are sent with every request. The refresh button next to "Tools" connects to the server and ' +
      'lists its tools to choose the ones the agent gets; with none chosen, the agent gets all of them. When the agent calls a tool, the model fills ' +
      'in its arguments in the form the server gives, and the result (or error) of the call is shown in the "Agent Steps" of the answer. The server ' +
      'does not visit addresses in private networks, on the local machine or of cloud metadata services (an administrator can allow them with ' +
      'FETCH_ALLOWED_HOSTS); "Timeout" limits each connection, tool listing and tool call. For safety, MCP servers run as local commands (stdio) ' +
      'are not started here.',
  },
  icon: 'Mcp',
  category: 'tools',
  inputs: [
    {
      type: 'tab',
      name: 'transport',
      display_name: '传输方式',
      info: 'Streamable HTTP 是当前的协议版本；旧版服务器只提供 SSE 地址。',
      en: { display_name: 'Transport', info: 'Streamable HTTP is the current protocol revision; older servers offer an SSE address only.' },
      options: MCP_TRANSPORTS,
      value: 'Streamable HTTP',
    },
    {
      type: 'str',
      name: 'url',
      display_name: '服务器地址',
      info: 'MCP 服务器的地址（http:// 或 https://）。',
      en: { display_name: 'Server URL', info: 'The address of the MCP server (http:// or https://).' },
      placeholder: 'https://example.com/mcp',
      required: true,
    },
    { ...apiKeyField('api_key', '以 Authorization: Bearer 请求头发送的令牌，或一个凭证类型的全局变量；服务器不需要时留空。'), display_name: '访问令牌', en: {
      display_name: 'Access Token',
      info: 'A token sent as an Authorization: Bearer header, or a global variable of type credential; empty when the server needs none.',
    } },
    {
      type: 'dict',
      name: 'headers',
      display_name: '请求头',
      info: '随每个请求发送的其他 HTTP 请求头。',
      en: { display_name: 'Headers', info: 'Other HTTP headers sent with every request.' },
      advanced: true,
    },
    {
      type: 'str',
      name: 'tool_names',
      display_name: '工具',
      info: '点击刷新按钮列出服务器的工具并选择（也可以直接输入工具名）；不选择时使用全部工具。',
      en: { display_name: 'Tools', info: "Press the refresh button to list the server's tools and choose (or type tool names); with none chosen, all tools are used." },
      options: [],
      list: true,
      combobox: true,
      refresh_button: true,
      value: [],
    },
    {
      type: 'int',
      name: 'timeout',
      display_name: '超时（秒）',
      info: '每次连接、列出工具或调用工具的最长时间。',
      en: { display_name: 'Timeout (s)', info: 'The longest time of each connection, tool listing or tool call.' },
      value: 30,
      range_spec: { min: 1, max: 600, step: 1 },
      advanced: true,
    },
  ],
  outputs: [{ name: 'tools', display_name: '工具', en: { display_name: 'Tools' }, types: ['Tool'], method: 'build_tools' }],
  updateTemplate: toolOptions,
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const settings = serverSettings(inputs);
    const offered = await serverTools(settings, fetch, signal);
    const chosen = inputs.tool_names.filter((name) => name !== '');
    const missing = chosen.filter((name) => !offered.some((tool) => tool.name === name));
    if (missing.length > 0) throw componentError('MCP_TOOL_MISSING', { names: missing.join(', '), url: settings.url });
    const tools = offered.filter((tool) => chosen.length === 0 || chosen.includes(tool.name)).map((tool) => serverTool(tool, settings, fetch, signal));
    logger.log(`${settings.url}：${tools.map((tool) => tool.name).join('、') || '没有工具'}`);
    return { tools };
  },
});
