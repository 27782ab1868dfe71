// Apify Actors: runs an Actor from the Apify Store (Langflow's ApifyActors) through the server's
// guarded fetch — its dataset as Data, or, on its Tool output, a tool an agent runs the Actor
// with, described by the Actor's own input schema. Only the outputs an edge reads are made: the
// tool does not run the Actor, and the Data output is not made for an agent's tool alone.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { requireFetch } from '../shared/services';
import { createData } from '../values/data';
import { APIFY_BASE_URL, runActor } from './apifyApi';
import { actorTool, datasetFields, flatten, pickFields, runInput } from './apifyTool';
import { baseUrlField } from './searchService';

export const ApifyActors = defineComponent({
  type: 'ApifyActors',
  display_name: 'Apify Actors',
  description: '运行 Apify 商店中的 Actor，从各类网站快速抓取数据；可以在流程中取数据，也可以作为智能体的工具。',
  documentation:
    'Apify Actors 用“Apify 令牌”（可选凭证类型的全局变量，例如 APIFY_API_TOKEN）运行“Actor 名称”所填的 Apify Actor（例如 apify/website-content-crawler），等它运行结束后读取它的数据集。' +
    '输出“输出”以“运行输入”（JSON 对象）运行 Actor，数据集的每一项是一条数据；“输出字段”只保留逗号分隔的字段（嵌套字段用点，例如 metadata.title，结果中点换成下划线）；“展开输出”把嵌套的对象展开成一层（{a: {b: 1}} 变成 {a_b: 1}）。' +
    '输出“工具”交给智能体：它读取 Actor 最新构建的说明和输入结构，智能体按输入结构写出运行输入后运行 Actor，得到数据集每一项的 JSON。只有被连接的输出才会运行：只连接“工具”时不会直接运行 Actor。' +
    '“超时”是等待一次运行结束的最长秒数；“基础 URL”是 Apify 接口的地址，留空时使用 https://api.apify.com/v2。' +
    '缺少令牌或 Actor、运行输入不是 JSON 对象、Apify 拒绝请求（例如令牌无效或找不到 Actor）、运行失败或超时、无法连接时报错，错误中会写明是 Apify Actors 出错。',
  en: {
    display_name: 'Apify Actors',
    description: 'Run Actors from the Apify Store to extract data from hundreds of places fast, in a flow or as an agent’s tool.',
    documentation:
      'Apify Actors runs the Apify Actor named in "Actor" (such as apify/website-content-crawler) with the "Apify Token" (or a global variable of ' +
      'type credential such as APIFY_API_TOKEN), waits for the run to end and reads its dataset. The "Output" output runs the Actor with the ' +
      '"Run Input" (a JSON object) and gives each dataset item as a Data; "Output Fields" keeps only the comma-separated fields (nested ones with ' +
      'dots, such as metadata.title, named with underscores), and "Flatten Output" flattens nested objects ({a: {b: 1}} becomes {a_b: 1}). The ' +
      '"Tool" output is for an agent: it reads the README and input schema of the Actor\'s latest build, and the agent runs the Actor with a run ' +
      'input written to that schema, getting each dataset item as JSON. Only connected outputs are made: with only "Tool" connected, the Actor ' +
      'does not run by itself. "Timeout" is the longest wait for one run to end, in seconds; "Base URL" is the address of the Apify API, ' +
      'https://api.apify.com/v2 when empty. A missing token or Actor, a run input that is not a JSON object, a request Apify refuses (such as an ' +
      'invalid token or an unknown Actor), a failed or unfinished run or a failed connection fails the component with an error naming Apify Actors.',
  },
  icon: 'bot',
  category: 'tools',
  inputs: [
    {
      type: 'str',
      name: 'apify_token',
      display_name: 'Apify 令牌',
      info: 'Apify 账号的 API 令牌（在 Apify 控制台的 Settings → API & Integrations 中），或一个凭证类型的全局变量。',
      en: { display_name: 'Apify Token', info: 'The API token of the Apify account (Settings → API & Integrations in the Apify Console), or a global variable of type credential.' },
      password: true,
      load_from_db: true,
      required: true,
      value: '',
    },
    {
      type: 'str',
      name: 'actor_id',
      display_name: 'Actor 名称',
      info: '要运行的 Apify 商店 Actor 名称，例如 apify/website-content-crawler。',
      en: { display_name: 'Actor', info: "The name of the Actor from the Apify Store to run, such as 'apify/website-content-crawler'." },
      required: true,
      value: 'apify/website-content-crawler',
    },
    {
      type: 'str',
      name: 'run_input',
      display_name: '运行输入',
      info: 'Actor 运行的 JSON 输入，例如 {"startUrls":[{"url":"https://docs.apify.com/academy/web-scraping-for-beginners"}],"maxCrawlDepth":0}。',
      en: { display_name: 'Run Input', info: 'The JSON input of the Actor run, such as {"startUrls":[{"url":"https://docs.apify.com/academy/web-scraping-for-beginners"}],"maxCrawlDepth":0}.' },
      multiline: true,
      required: true,
      value: '{"startUrls":[{"url":"https://docs.apify.com/academy/web-scraping-for-beginners"}],"maxCrawlDepth":0}',
    },
    {
      type: 'str',
      name: 'dataset_fields',
      display_name: '输出字段',
      info: '只保留数据集中的这些字段，用逗号分隔，例如 text, metadata.title（结果为 text 和 metadata_title）；留空保留全部。',
      en: { display_name: 'Output Fields', info: "The dataset fields to keep, comma-separated, such as 'text, metadata.title' (giving text and metadata_title); empty keeps all." },
      multiline: true,
      value: '',
    },
    {
      type: 'bool',
      name: 'flatten_dataset',
      display_name: '展开输出',
      info: '把嵌套的对象展开成一层，键用下划线连接，例如 {a: {b: 1}} 变成 {a_b: 1}。',
      en: { display_name: 'Flatten Output', info: 'Flatten nested objects into one level, joining keys with underscores: {a: {b: 1}} becomes {a_b: 1}.' },
      value: false,
    },
    {
      type: 'int',
      name: 'timeout',
      display_name: '超时（秒）',
      info: '等待一次 Actor 运行结束的最长时间。',
      en: { display_name: 'Timeout (s)', info: 'The longest wait for one Actor run to end.' },
      value: 600,
      range_spec: { min: 1, max: 3600, step: 1 },
      advanced: true,
    },
    baseUrlField('Apify', APIFY_BASE_URL),
  ],
  outputs: [
    { name: 'output', display_name: '输出', en: { display_name: 'Output' }, types: ['Data'], method: 'run_model' },
    { name: 'tool', display_name: '工具', en: { display_name: 'Tool' }, types: ['Tool'], method: 'build_tool' },
  ],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const token = inputs.apify_token.trim();
    if (token === '') throw componentError('APIFY_TOKEN_MISSING');
    const actor = inputs.actor_id.trim();
    if (actor === '') throw componentError('APIFY_ACTOR_NONE');
    const connection = { fetch, token, base_url: inputs.base_url, signal };
    const used = context.usedOutputs ?? new Set(['output', 'tool']);
    const values: { output?: unknown; tool?: unknown } = {};
    if (used.has('output')) {
      const input = runInput(inputs.run_input);
      const fields = inputs.dataset_fields.trim() === '' ? undefined : datasetFields(inputs.dataset_fields);
      const items = (await runActor(connection, actor, input, inputs.timeout)).map((item) => (fields ? pickFields(item, fields) : item));
      values.output = items.map((item) => createData(inputs.flatten_dataset ? flatten(item) : item));
      logger.log(`Apify：${actor} → ${items.length} 项`);
    }
    if (used.has('tool')) values.tool = await actorTool(connection, actor, inputs.timeout);
    return values;
  },
});
