import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateTimeCell } from './DateTimeCell';

const meta = {
  title: 'UI/DateTimeCell',
  component: DateTimeCell,
  args: { iso: '2026-11-22T06:05:09.000Z', none: '-' },
} satisfies Meta<typeof DateTimeCell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ToTheMinute: Story = {};

export const ToTheSecond: Story = { args: { precision: 'second' } };

export const NoTime: Story = { args: { iso: null, none: '暂无' } };
