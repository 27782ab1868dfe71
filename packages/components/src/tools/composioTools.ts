// Composio Tools (Langflow's ComposioAPI): the chosen actions of an app that Composio connects
// (Gmail, GitHub, Slack …) as an agent's tools, one per action, each described by the argument
// schema Composio lists and executed for the entity's connected account. It speaks Composio's REST
// API through the server's guarded fetch; an entity without a connected account gets the link
// that connects one instead of tools.
import { createTool, defineComponent, type Tool } from '@app/engine';
import { componentError } from '../messages';
import { apiKeyField } from '../models/modelFields';
import { requireFetch } from '../shared/services';
import { activeAccount, COMPOSIO_BASE_URL, connectLink, executeAction, listActions, type ComposioAction, type ComposioConnection } from './composioApi';
import { composioTemplateUpdate } from './composioTemplate';
import { baseUrlField } from './searchService';

/** The agent's tool for one action: Composio's slug, description and schema; its answer's data as JSON. */
function actionTool(connection: ComposioConnection, action: ComposioAction, account: { id: string; entity: string }): Tool {
  return createTool({
    name: action.slug,
    description: action.description,
    parameters: { type: 'object', properties: action.properties, required: action.required, additionalProperties: false },
    async invoke(args, options) {
      const signal = options?.signal ? AbortSignal.any([connection.signal, options.signal]) : connection.signal;
      const data = await executeAction({ ...connection, signal }, { action, accountId: account.id, entity: account.entity, args: { ...args } });
      return JSON.stringify(data ?? null);
    },
  });
}

export const ComposioAPI = defineComponent({
  type: 'ComposioAPI',
  display_name: 'Composio 工具',
  description: '用 Composio 连接的应用（Gmail、GitHub、Slack 等）的动作作为智能体的工具。',
  documentation:
    'Composio 工具把一个应用的所选动作交给智能体，每个动作一个工具：把“工具”输出连接到智能体的“工具”。' +
    '“Composio API 密钥”是 Composio 项目的 API 密钥（可以选择凭证类型的全局变量，例如 COMPOSIO_API_KEY）；“应用”是 Composio 中应用的名称，例如 GMAIL；' +
    '“动作”是该应用的动作名称，例如 GMAIL_SEND_EMAIL、GMAIL_CREATE_EMAIL_DRAFT（点击刷新按钮可列出应用的全部动作以供选择）。每个工具的说明和参数格式来自 Composio，智能体调用时由 Composio 以“实体 ID”的已连接账号执行该动作，结果以 JSON 交给模型。' +
    '实体还没有连接该应用的账号时，组件报错并给出 Composio 返回的授权链接：打开链接完成授权后重新运行即可。' +
    '“基础 URL”是 Composio 接口的地址，留空时使用 https://backend.composio.dev/api/v3。' +
    '缺少密钥、应用或动作，Composio 拒绝请求（例如密钥无效）、找不到所选动作、无法连接时报错，错误中会写明是 Composio 工具出错。',
  en: {
    display_name: 'Composio Tools',
    description: 'Use the actions of an app Composio connects (Gmail, GitHub, Slack …) as tools of an agent.',
    documentation:
      'Composio Tools gives the chosen actions of one app to an agent, one tool per action: connect the "Tools" output to the agent\'s "Tools". ' +
      'The "Composio API Key" is the API key of the Composio project (or a global variable of type credential such as COMPOSIO_API_KEY); "App" is ' +
      'the name of the app in Composio, such as GMAIL; "Actions" are the names of its actions, such as GMAIL_SEND_EMAIL and GMAIL_CREATE_EMAIL_DRAFT ' +
      '(the refresh button lists all of the app\'s actions to choose from). ' +
      'Each tool is described by the description and argument schema Composio gives; when the agent calls it, Composio executes the action with ' +
      'the connected account of the "Entity ID" and the result goes to the model as JSON. While the entity has no connected account of the app, ' +
      'the component fails with the authorisation link Composio returns: open it, authorise, then run again. "Base URL" is the address of the ' +
      'Composio API, https://backend.composio.dev/api/v3 when empty. A missing key, app or action, a request Composio refuses (such as an invalid ' +
      'key), an action it does not know or a failed connection fails the component with an error naming Composio Tools.',
  },
  icon: 'Composio',
  category: 'tools',
  inputs: [
    {
      ...apiKeyField('api_key', 'Composio 项目的 API 密钥（在 Composio 控制台的设置中），或一个凭证类型的全局变量。'),
      display_name: 'Composio API 密钥',
      en: { display_name: 'Composio API Key', info: 'The API key of the Composio project (in the settings of the Composio dashboard), or a global variable of type credential.' },
      required: true,
    },
    {
      type: 'str',
      name: 'app_name',
      display_name: '应用',
      info: 'Composio 中应用的名称，例如 GMAIL、GITHUB、SLACK。',
      en: { display_name: 'App', info: 'The name of the app in Composio, such as GMAIL, GITHUB or SLACK.' },
      placeholder: 'GMAIL',
      value: '',
    },
    {
      type: 'str',
      name: 'actions',
      display_name: '动作',
      info: '交给智能体的动作名称，每个一个工具，例如 GMAIL_SEND_EMAIL；点击刷新按钮列出所填应用的动作并选择。',
      en: { display_name: 'Actions', info: "The names of the actions the agent gets, one tool each, such as GMAIL_SEND_EMAIL; press the refresh button to list the app's actions and choose." },
      options: [],
      list: true,
      combobox: true,
      refresh_button: true,
      value: [],
    },
    {
      type: 'str',
      name: 'entity_id',
      display_name: '实体 ID',
      info: '在 Composio 中代表用户的实体；动作以它已连接的账号执行。',
      en: { display_name: 'Entity ID', info: 'The entity that stands for the user in Composio; actions run with its connected account.' },
      value: 'default',
      advanced: true,
    },
    baseUrlField('Composio', COMPOSIO_BASE_URL),
  ],
  outputs: [{ name: 'tools', display_name: '工具', en: { display_name: 'Tools' }, types: ['Tool'], method: 'build_tool' }],
  updateTemplate: composioTemplateUpdate,
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const apiKey = inputs.api_key.trim();
    if (apiKey === '') throw componentError('COMPOSIO_API_KEY_MISSING');
    const app = inputs.app_name.trim().toUpperCase();
    if (app === '') throw componentError('COMPOSIO_APP_NONE');
    const chosen = [...new Set(inputs.actions.map((name) => name.trim().toUpperCase()).filter((name) => name !== ''))];
    if (chosen.length === 0) throw componentError('COMPOSIO_ACTIONS_NONE', { app });
    const entity = inputs.entity_id.trim() || 'default';
    const connection: ComposioConnection = { fetch, apiKey, base_url: inputs.base_url, signal };
    const accountId = await activeAccount(connection, app, entity);
    if (accountId === undefined) throw componentError('COMPOSIO_NOT_CONNECTED', { app, entity, url: await connectLink(connection, app, entity) });
    const actions = await listActions(connection, chosen);
    const missing = chosen.filter((name) => !actions.some((action) => action.slug === name));
    if (missing.length > 0) throw componentError('COMPOSIO_ACTION_MISSING', { names: missing.join(', '), app });
    logger.log(`Composio：${app} → ${chosen.join('、')}`);
    return { tools: actions.map((action) => actionTool(connection, action, { id: accountId, entity })) };
  },
});
