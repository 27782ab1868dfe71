// A link field: opens its address in a new tab, but only http(s), mailto and tel addresses are
// links; anything else is shown as plain text (spec/3 section 5).
import { Anchor, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { safeLinkHref, textOf } from './fieldRules';
import type { FieldEditorProps } from './types';

export function LinkField({ field, label }: FieldEditorProps) {
  const address = textOf(field.value) || field.options?.[0] || '';
  const href = safeLinkHref(address);
  const text = typeof field.text === 'string' && field.text !== '' ? field.text : address;
  if (href === undefined) {
    return (
      <Text size="xs" style={{ wordBreak: 'break-all' }}>
        {text}
      </Text>
    );
  }
  return (
    <Anchor size="xs" href={href} target="_blank" rel="noopener noreferrer" aria-label={label} style={{ wordBreak: 'break-all' }}>
      {text} <IconExternalLink size={12} style={{ verticalAlign: 'middle' }} />
    </Anchor>
  );
}
