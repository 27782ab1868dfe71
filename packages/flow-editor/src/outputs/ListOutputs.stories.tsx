import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFlowEditor } from '../test/storyDecorators';
import { KeyPairOutput, StringListOutput } from './ListOutputs';

const meta = {
  title: 'Outputs/ListOutputs',
  component: KeyPairOutput,
  decorators: [withFlowEditor()],
  args: { value: { 城市: '杭州', 省份: '浙江', 人口: 1252, 省会: true, 备注: null } },
} satisfies Meta<typeof KeyPairOutput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const KeyPairs: Story = {};

export const StringList: Story = {
  render: () => <StringListOutput items={['西湖', '灵隐寺', '西溪湿地', '一段较长的说明文字，\n跨了两行。']} />,
};
