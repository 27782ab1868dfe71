// One example in the new-flow dialog: icon, name and description; a click creates a flow from it.
import type { BasicExample } from '@app/api-client';
import { Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { FlowIcon } from '@app/chat-ui';

export interface TemplateCardProps {
  example: BasicExample;
  disabled?: boolean;
  onPick(example: BasicExample): void;
}

export function TemplateCard({ example, disabled = false, onPick }: TemplateCardProps) {
  return (
    <UnstyledButton onClick={() => onPick(example)} disabled={disabled} aria-label={example.name} h="100%">
      <Paper withBorder radius="md" p="md" h="100%" style={{ opacity: disabled ? 0.6 : 1 }}>
        <Group gap="sm" wrap="nowrap" mb="xs">
          <FlowIcon icon={example.icon} color={example.icon_bg_color} />
          <Text fw={600} size="sm" lineClamp={1}>
            {example.name}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" lineClamp={3}>
          {example.description}
        </Text>
      </Paper>
    </UnstyledButton>
  );
}
