import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFlowEditor } from '../test/storyDecorators';
import { OutputInspectionModal } from './OutputInspectionModal';

const meta = {
  title: 'Outputs/OutputInspectionModal',
  component: OutputInspectionModal,
  decorators: [withFlowEditor()],
  args: { opened: true, nodeName: '解析器', onClose: () => {} },
} satisfies Meta<typeof OutputInspectionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotBuilt: Story = { args: { outputs: undefined } };

export const TextAndData: Story = {
  args: {
    outputs: {
      parsed_text: { type: 'text', message: '北京今天晴，最高气温 12℃。' },
      data: { type: 'data', message: { items: [{ city: '北京', temp: 12 }, { city: '上海', temp: 16 }] } },
    },
    logs: { parsed_text: [{ name: 'info', message: '解析了 2 条', type: 'text' }] },
  },
};

export const Failed: Story = {
  args: { outputs: { text_output: { type: 'error', message: { errorMessage: 'OpenAI 接口返回 401：API 密钥无效', stackTrace: 'Error: 401\n    at callModel (openai.ts:42)' } } } },
};

export const Stream: Story = { args: { outputs: { text_output: { type: 'stream', message: null } } } };

/** CSV text as a table, flat data as key-value pairs, a list of strings and an image. */
export const Views: Story = {
  args: {
    outputs: {
      csv: { type: 'message', message: { text: '城市,人口（万）\n北京,2184\n上海,2487\n杭州,1252' } },
      pairs: { type: 'data', message: { 城市: '杭州', 省份: '浙江', 省会: true } },
      list: { type: 'array', message: ['西湖', '灵隐寺', '西溪湿地'] },
      image: {
        type: 'text',
        message:
          'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIHdpZHRoPSIxMjAiIGhlaWdodD0iODAiPjxyZWN0IHdpZHRoPSIxMjAiIGhlaWdodD0iODAiIGZpbGw9IiMyMjhiZTYiLz48L3N2Zz4=',
      },
    },
  },
};
