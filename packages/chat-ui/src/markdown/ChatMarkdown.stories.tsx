import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatMarkdown } from './ChatMarkdown';

const meta = {
  title: 'ChatUi/ChatMarkdown',
  component: ChatMarkdown,
  decorators: [(Story) => <Box p="md" maw={720}>{Story()}</Box>],
} satisfies Meta<typeof ChatMarkdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const fence = (language: string, body: unknown) => `\`\`\`${language}\n${JSON.stringify(body, null, 2)}\n\`\`\``;

/** Inline and display maths typeset by KaTeX (loaded on first use); prices stay text; a parse error shows its TeX with a mark. */
export const Maths: Story = {
  args: {
    text: [
      '圆的面积是 $\\pi r^2$，欧拉公式 $e^{i\\pi} + 1 = 0$；套餐 $5 和 $6 不是公式。',
      '$$\n\\int_0^1 x^2 \\, dx = \\frac{1}{3}\n$$',
      '```math\n\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}\n```',
      '写错的公式：$\\frac{a$',
    ].join('\n\n'),
  },
};

/** A ```chart fence of type line: two series over labelled months. */
export const LineChart: Story = {
  args: {
    text: `月度访问量：\n\n${fence('chart', {
      type: 'line',
      title: '月度访问量',
      xAxis: ['一月', '二月', '三月', '四月', '五月'],
      series: [
        { name: '网页', data: [120, 132, 101, 134, 90] },
        { name: '小程序', data: [220, 182, 191, 234, 290] },
      ],
    })}`,
  },
};

/** An ```echarts fence of type bar, with ECharts' { data } axis. */
export const BarChart: Story = {
  args: {
    text: fence('echarts', {
      type: 'bar',
      title: '季度销售额',
      xAxis: { data: ['Q1', 'Q2', 'Q3', 'Q4'] },
      series: [
        { name: '2025', data: [320, 302, 341, 374] },
        { name: '2026', data: [350, 330, 390, 420] },
      ],
    }),
  },
};

/** A ```json fence that is a pie chart: one slice per { name, value }. */
export const PieChart: Story = {
  args: {
    text: fence('json', {
      type: 'pie',
      title: '流量来源',
      series: [
        { name: '搜索引擎', value: 1048 },
        { name: '直接访问', value: 735 },
        { name: '邮件营销', value: 580 },
        { name: '联盟广告', value: 484 },
      ],
    }),
  },
};

/** A chart fence that is not a chart: its code with a notice. */
export const InvalidChart: Story = {
  args: { text: '```chart\n{"type": "radar", "series": []}\n```' },
};
