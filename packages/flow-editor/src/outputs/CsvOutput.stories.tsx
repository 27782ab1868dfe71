import type { Meta, StoryObj } from '@storybook/react-vite';
import { withFlowEditor } from '../test/storyDecorators';
import { CsvFileOutput, CsvOutput } from './CsvOutput';

const meta = {
  title: 'Outputs/CsvOutput',
  component: CsvOutput,
  decorators: [withFlowEditor()],
  args: { text: '城市,省份,人口（万）\n北京,北京,2184\n上海,上海,2487\n杭州,浙江,1252\n"广州","广东","1882"' },
} satisfies Meta<typeof CsvOutput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Table: Story = {};

/** More than 1000 rows: the first 1000 show, with a notice. */
export const Cut: Story = { args: { text: ['序号,值', ...Array.from({ length: 1200 }, (_, index) => `${index + 1},${(index * 7) % 100}`)].join('\n') } };

export const Empty: Story = { args: { text: '' } };

/** A CSV file an output names, fetched (here from memory) and shown as a table. */
export const File: Story = {
  render: () => <CsvFileOutput path="flow-1/cities.csv" load={async () => '城市,人口（万）\n成都,2140\n重庆,3191'} />,
};

export const FileMissing: Story = {
  render: () => <CsvFileOutput path="flow-1/gone.csv" load={async () => Promise.reject(new Error('HTTP 404'))} />,
};
