// The search box of the marketplace and favourites: it reports each change, except while an input
// method composes (spec/2 section 5: search is not fired during IME composition); the composed text
// is reported when the composition ends.
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchBoxProps {
  onSearch(text: string): void;
  initialValue?: string;
}

export function SearchBox({ onSearch, initialValue = '' }: SearchBoxProps) {
  const { t } = useTranslation('marketplace');
  const [value, setValue] = useState(initialValue);
  const composing = useRef(false);
  return (
    <TextInput
      value={value}
      placeholder={t('search.placeholder')}
      aria-label={t('search.label')}
      leftSection={<IconSearch size={16} />}
      w={280}
      maw="100%"
      onCompositionStart={() => {
        composing.current = true;
      }}
      onCompositionEnd={(event) => {
        composing.current = false;
        onSearch(event.currentTarget.value);
      }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setValue(next);
        if (!composing.current) onSearch(next);
      }}
    />
  );
}
