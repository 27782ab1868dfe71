// MCP Tools: the tools of a Model Context Protocol server for an agent (Langflow's MCPTools). It
// connects over streamable HTTP or SSE through the server's guarded fetch (or starts a local
// command where an administrator allows it), lists the server's tools (the refresh button fills
// the choice), and outputs the chosen ones, each call a request to the MCP server.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { apiKeyField } from '../models/modelFields';
import { MCP_TRANSPORTS, serverLabel } from './mcp/mcpConnection';
import { serverTool } from './mcp/mcpServerTools';
import { serverSettings } from './mcp/mcpSettings';
import { mcpTemplateUpdate, serverTools } from './mcp/mcpTemplate';

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
    '“传输方式”选择 Stdio 时，填写启动 MCP 服务器的“命令”（例如 npx -y @modelcontextprotocol/server-everything）和它需要的“环境变量”；' +
    '每次列出或调用工具时启动该命令，用完即结束。出于安全考虑，只有管理员设置 MCP_STDIO_ENABLED=true 后服务器才会启动本地命令，否则报错。',
  en: {
    display_name: 'MCP Tools',
    description: 'Connect to an MCP server and give its tools to an agent.',
    documentation:
      'MCP Tools connects to a server that speaks the Model Context Protocol (MCP) and hands the tools it offers to an agent: connect the "Tools" ' +
      'output to the agent\'s "Tools". "Transport" is Streamable HTTP (the current protocol revision) or SSE (older servers); "Server URL" is the MCP ' +
      'address of the server, e.g. https://example.com/mcp. The "Access Token" is sent as an Authorization: Bearer header and can be a global ' +
      'variable of type credential; other "Headers" are sent with every request. The refresh button next to "Tools" connects to the server and ' +
      'lists its tools to choose the ones the agent gets; with none chosen, the agent gets all of them. When the agent calls a tool, the model fills ' +
      'in its arguments in the form the server gives, and the result (or error) of the call is shown in the "Agent Steps" of the answer. The server ' +
      'does not visit addresses in private networks, on the local machine or of cloud metadata services (an administrator can allow them with ' +
      'FETCH_ALLOWED_HOSTS); "Timeout" limits each connection, tool listing and tool call. With the Stdio transport, enter the "Command" that ' +
      'starts the MCP server (e.g. npx -y @modelcontextprotocol/server-everything) and the "Environment Variables" it needs; the command starts ' +
      'for each tool listing or call and ends after it. For safety, the server starts local commands only when an administrator has set ' +
      'MCP_STDIO_ENABLED=true; otherwise the component fails.',
  },
  icon: 'Mcp',
  category: 'tools',
  inputs: [
    {
      type: 'tab',
      name: 'transport',
      display_name: '传输方式',
      info: 'Streamable HTTP 是当前的协议版本；旧版服务器只提供 SSE 地址；Stdio 启动一个本地命令（需要管理员允许）。',
      en: {
        display_name: 'Transport',
        info: 'Streamable HTTP is the current protocol revision; older servers offer an SSE address only; Stdio starts a local command (if an administrator allows it).',
      },
      options: MCP_TRANSPORTS,
      real_time_refresh: true,
      value: 'Streamable HTTP',
    },
    {
      type: 'str',
      name: 'url',
      display_name: '服务器地址',
      info: 'MCP 服务器的地址（http:// 或 https://）。',
      en: { display_name: 'Server URL', info: 'The address of the MCP server (http:// or https://).' },
      placeholder: 'https://example.com/mcp',
      value: '',
    },
    {
      ...apiKeyField('api_key', '以 Authorization: Bearer 请求头发送的令牌，或一个凭证类型的全局变量；服务器不需要时留空。'),
      display_name: '访问令牌',
      en: {
        display_name: 'Access Token',
        info: 'A token sent as an Authorization: Bearer header, or a global variable of type credential; empty when the server needs none.',
      },
    },
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
      name: 'command',
      display_name: '命令',
      info: '启动 MCP 服务器的命令行；含空格的参数用引号括起来。',
      en: { display_name: 'Command', info: 'The command line that starts the MCP server; quote arguments that contain blanks.' },
      placeholder: 'npx -y @modelcontextprotocol/server-everything',
      show: false,
      value: '',
    },
    {
      type: 'dict',
      name: 'env',
      display_name: '环境变量',
      info: '命令需要的环境变量；服务器自己的环境变量不会传给命令。',
      en: { display_name: 'Environment Variables', info: "The environment variables the command needs; the server's own are not passed on." },
      show: false,
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
  updateTemplate: mcpTemplateUpdate,
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const settings = serverSettings(inputs, services, context.displayName);
    const offered = await serverTools(settings, signal);
    const chosen = inputs.tool_names.filter((name) => name !== '');
    const missing = chosen.filter((name) => !offered.some((tool) => tool.name === name));
    if (missing.length > 0) throw componentError('MCP_TOOL_MISSING', { names: missing.join(', '), url: serverLabel(settings) });
    const tools = offered.filter((tool) => chosen.length === 0 || chosen.includes(tool.name)).map((tool) => serverTool(tool, settings, signal));
    logger.log(`${serverLabel(settings)}：${tools.map((tool) => tool.name).join('、') || '没有工具'}`);
    return { tools };
  },
});
