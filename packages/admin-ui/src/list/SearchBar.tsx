import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { searchBoxWidth } from './searchBoxWidth';

interface SearchBarProps {
  placeholder: string;
  onSearch(text: string): void;
  /** Buttons shown at the right end of the bar. */
  actions?: ReactNode;
}

/** Search box with its button (Enter searches too) and the list's action buttons. */
export function SearchBar({ placeholder, onSearch, actions }: SearchBarProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState('');
  return (
    <Group justify="space-between" mb="md" wrap="wrap" gap="sm">
      <Group
        component="form"
        gap="xs"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <TextInput
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          placeholder={placeholder}
          aria-label={placeholder}
          leftSection={<IconSearch size={16} />}
          w={searchBoxWidth(placeholder)}
        />
        <Button type="submit" variant="default">
          {t('search')}
        </Button>
      </Group>
      {actions && <Group gap="xs">{actions}</Group>}
    </Group>
  );
}
