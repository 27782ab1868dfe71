// Sample chat messages, shaped like the server's add_message events, for tests and stories.
import type { ChatMessage } from '@app/flow-graph';
import type { ChatListMessage } from '../messages/messageParts';

const FLOW_ID = 'flow-1';

export function makeMessage(overrides: Partial<ChatListMessage> & Pick<ChatMessage, 'id'>): ChatListMessage {
  return {
    flow_id: FLOW_ID,
    timestamp: '2024-06-20 10:05:00 UTC',
    sender: 'Machine',
    sender_name: 'AI',
    session_id: FLOW_ID,
    text: '',
    files: [],
    error: false,
    edit: false,
    properties: { state: 'complete', source: { id: 'ChatOutput-x1', display_name: 'Chat Output', source: null } },
    category: 'message',
    content_blocks: [],
    ...overrides,
  };
}

export const question = makeMessage({ id: 'm1', sender: 'User', sender_name: 'User', text: '北京今天天气怎么样？', files: ['flow-1/2024-06-20_city.png'] });

export const answer = makeMessage({
  id: 'm2',
  text: '<think>用户想知道天气，先查询天气工具。</think>今天北京**晴**，气温如下：\n\n| 时间 | 温度 |\n|---|---|\n| 上午 | 22°C |\n| 下午 | 27°C |\n\n```python\nprint("sunny")\n```',
  properties: { state: 'complete', positive_feedback: true, source: { id: 'ChatOutput-x1', display_name: 'Chat Output', source: null } },
  content_blocks: [
    {
      title: 'Agent Steps',
      header: { title: '智能体步骤', icon: 'Bot' },
      contents: [{ type: 'tool_use', name: 'weather', tool_input: { city: '北京' }, output: '晴，22-27°C', duration: 820 }],
    },
  ],
});

export const errorMessage = makeMessage({
  id: 'm3',
  sender_name: 'OpenAI',
  category: 'error',
  error: true,
  text: 'Error building Component OpenAI',
  properties: { source: { id: 'OpenAIModel-a1', display_name: 'OpenAI', source: 'OpenAIModel' } },
  content_blocks: [
    {
      title: 'Error',
      contents: [{ type: 'error', component: 'OpenAI', field: 'api_key', reason: 'The API key is missing.', solution: 'Set the OpenAI API key in the component.', traceback: 'Traceback (most recent call last):\n  ...\nValueError: api_key' }],
    },
  ],
});

export const streamingAnswer = makeMessage({ id: 'm4', text: '<think>正在比较两个', properties: { state: 'partial' } });

export const mathsAndChartAnswer = makeMessage({
  id: 'm5',
  text: [
    '按复利公式 $A = P(1 + r)^n$ 计算，本金 $5 万元时：',
    '$$\nA = 5 \\times (1 + 0.03)^{3} \\approx 5.46\n$$',
    '```chart\n{"type":"line","title":"本息增长（万元）","xAxis":["第 0 年","第 1 年","第 2 年","第 3 年"],"series":[{"name":"本息","data":[5,5.15,5.3,5.46]}]}\n```',
  ].join('\n\n'),
});
