// connect, auth and query fields. None of our components has one and the server has no connection
// flow behind them, so they show their value and the auth_tooltip state ('' / error / validated)
// without offering a connection that could not happen.
import type { AuthTooltipState } from '@app/flow-graph';
import { Badge, Group, Text } from '@mantine/core';
import { useEditorTranslation } from '../context/EditorTexts';
import { textOf } from './fieldRules';
import type { FieldEditorProps } from './types';

const stateColour: Record<AuthTooltipState, string> = { '': 'gray', error: 'red', validated: 'green' };

export function ConnectionField({ field, label }: FieldEditorProps) {
  const { t } = useEditorTranslation('fields');
  const state: AuthTooltipState = field.auth_tooltip === 'error' || field.auth_tooltip === 'validated' ? field.auth_tooltip : '';
  const text = textOf(field.value);
  return (
    <Group gap="xs" wrap="nowrap" aria-label={label} role="group">
      <Text size="xs" truncate flex={1} c={text === '' ? 'dimmed' : undefined}>
        {text === '' ? field.placeholder || '—' : text}
      </Text>
      {(field.type === 'connect' || field.type === 'auth') && (
        <Badge size="xs" variant="light" color={stateColour[state]}>
          {t(state === '' ? 'auth.none' : `auth.${state}`)}
        </Badge>
      )}
    </Group>
  );
}
