// Stories of single login steps show them in the card the login page puts them in.
import { Paper } from '@mantine/core';
import type { Decorator } from '@storybook/react-vite';

export const inLoginCard: Decorator = (Story) => (
  <Paper w="100%" maw={440} p="xl" m="xl" radius="lg" withBorder shadow="sm">
    <Story />
  </Paper>
);
