// Web Fetch: one web page as text for an agent to read, cut to a length a model can take. The
// request goes through the server's guarded fetch, like the URL loader's.
import { defineComponent } from '@app/engine';
import { fetchPage, webUrl } from '../dataSources/webPage';
import { requireFetch } from '../shared/services';
import { textMessage } from '../values/message';

/** Said after a page text that was cut, so a reader knows there is more. */
export const TRUNCATED_NOTE = '[内容过长，已截断]';

/** The title, the address and the text, cut after `maxLength` characters of text. */
export function pageForReading(page: { url: string; title: string; text: string }, maxLength: number): string {
  const text = page.text.length > maxLength ? `${page.text.slice(0, maxLength)}\n\n${TRUNCATED_NOTE}` : page.text;
  return [page.title, page.url, '', text].filter((line, index) => index > 0 || line !== '').join('\n');
}

export const WebFetch = defineComponent({
  type: 'WebFetch',
  display_name: '网页读取',
  description: '读取一个网页，返回它的标题、地址和正文文本，供智能体查阅资料。',
  documentation:
    '网页读取访问一个网址并返回页面的可读文本：第一行是页面标题，第二行是最终地址（跟随重定向之后），空一行后是正文。' +
    '正文与 URL 组件的 Text 格式相同，去掉脚本、样式和图片；地址指向 PDF 或 Word 文档时返回文档中的文字。' +
    '正文超过“最大长度”个字符时截断，并在末尾注明“[内容过长，已截断]”，避免超出模型的上下文长度。' +
    '网址没有写协议时按 https:// 访问；服务器不会访问内网、本机和云服务元数据等地址（管理员可通过 FETCH_ALLOWED_HOSTS 放行）。' +
    '网页无法访问或返回错误状态码时报错。作为智能体的工具时，智能体填写“网址”来读取它需要的页面。',
  en: {
    display_name: 'Web Fetch',
    description: 'Read a web page and return its title, address and text for an agent to look things up.',
    documentation:
      "Web Fetch visits a URL and returns the page's readable text: the first line is the page title, the second its final address (after " +
      "redirects), then an empty line and the text. The text is that of the URL component's Text format, without scripts, styles and images; a URL " +
      'pointing to a PDF or Word document gives the document\'s text. Text longer than "Max Length" characters is cut and ends with a note that it ' +
      "was truncated, so that it does not exceed the model's context length. A URL without a scheme is read as https://; the server does not visit " +
      'addresses in private networks, on the local machine or of cloud metadata services (an administrator can allow them with ' +
      "FETCH_ALLOWED_HOSTS). A page that cannot be reached or answers with an error status fails the component. As an agent's tool, the agent fills " +
      'in the "URL" of the page it needs.',
  },
  icon: 'earth',
  category: 'tools',
  inputs: [
    {
      type: 'str',
      name: 'url',
      display_name: '网址',
      info: '要读取的网址。',
      en: { display_name: 'URL', info: 'The URL to read.' },
      placeholder: 'https://example.com',
      input_types: ['Message'],
      tool_mode: true,
      required: true,
    },
    {
      type: 'int',
      name: 'max_length',
      display_name: '最大长度',
      info: '正文最多保留的字符数。',
      en: { display_name: 'Max Length', info: 'The most characters of text kept.' },
      value: 20000,
      range_spec: { min: 100, max: 1000000, step: 100 },
      advanced: true,
    },
    {
      type: 'int',
      name: 'timeout',
      display_name: '超时（秒）',
      info: '请求的超时时间。',
      en: { display_name: 'Timeout (s)', info: 'The request timeout.' },
      value: 30,
      range_spec: { min: 1, max: 300, step: 1 },
      advanced: true,
    },
  ],
  outputs: [{ name: 'text', display_name: '网页内容', en: { display_name: 'Page Content' }, types: ['Message'], method: 'fetch_page' }],
  async run(context) {
    const { inputs, services, signal } = context;
    const page = await fetchPage(requireFetch(services, context.displayName), webUrl(inputs.url), {
      format: 'Text',
      timeoutMs: inputs.timeout * 1000,
      headers: {},
      signal,
      services,
    });
    context.logger.log(`${page.url}：${page.text.length} 个字符`);
    return { text: textMessage(context, pageForReading(page, inputs.max_length)) };
  },
});
