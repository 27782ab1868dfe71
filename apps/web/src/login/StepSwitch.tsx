import { Anchor, Text } from '@mantine/core';

/** "No account yet? Sign up" under a step's submit button: a question and the link to another step. */
export function StepSwitch({ question, action, onClick }: { question: string; action: string; onClick(): void }) {
  return (
    <Text size="sm" ta="center" c="dimmed">
      {question}{' '}
      <Anchor component="button" type="button" size="sm" onClick={onClick}>
        {action}
      </Anchor>
    </Text>
  );
}
