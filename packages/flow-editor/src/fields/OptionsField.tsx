// A dropdown field (spec/3 section 5): a value outside the options is cleared; a combobox takes
// a typed value on Enter; the search box shows above 20 options; metadata values are cut to 20
// characters; a list field takes up to `limit` values (default 1). An option shows its label in the
// UI language (`option_labels`) where the component gives one; the value stays what is stored.
import { normalizeOptionValue } from '@app/flow-graph';
import { CheckIcon, Combobox, Group, Input, InputBase, Stack, Text, useCombobox } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { OPTION_SEARCH_THRESHOLD, optionLimit, optionMetadata, stringList } from './fieldRules';
import type { FieldEditorProps } from './types';

export function OptionsField({ field, label, readOnly, onChange }: FieldEditorProps) {
  const { t } = useEditorTranslation('fields');
  const [search, setSearch] = useState('');
  const combobox = useCombobox({
    onDropdownClose: () => {
      combobox.resetSelectedOption();
      setSearch('');
    },
  });
  const options = field.options ?? [];
  const multiple = field.list === true;
  const limit = optionLimit(field);
  const normalized = normalizeOptionValue(field);
  const selected = multiple ? stringList(normalized) : typeof normalized === 'string' && normalized !== '' ? [normalized] : [];

  // Clears a stored value the options no longer hold (a changed model list, an imported flow).
  const stale = JSON.stringify(normalized ?? null) !== JSON.stringify(field.value ?? null);
  useEffect(() => {
    if (stale && !readOnly) onChange(normalized);
  }, [stale, readOnly, normalized, onChange]);

  const custom = field.combobox === true ? selected.filter((value) => !options.includes(value)) : [];
  const choices = [...options, ...custom];
  const searchable = options.length > OPTION_SEARCH_THRESHOLD || field.combobox === true;
  const labelOf = (option: string) => field.option_labels?.[option] ?? option;
  const query = search.trim().toLowerCase();
  const shown = query === '' ? choices : choices.filter((option) => option.toLowerCase().includes(query) || labelOf(option).toLowerCase().includes(query));

  const pick = (value: string) => {
    if (!multiple) {
      onChange(value);
      combobox.closeDropdown();
    } else if (selected.includes(value)) {
      onChange(selected.filter((entry) => entry !== value));
    } else if (limit === 1) {
      onChange([value]);
      combobox.closeDropdown();
    } else if (selected.length < limit) {
      onChange([...selected, value]);
    }
  };

  const metadataOf = (option: string) => optionMetadata(field.options_metadata?.[options.indexOf(option)]);

  return (
    <Combobox store={combobox} onOptionSubmit={pick} disabled={readOnly} withinPortal>
      <Combobox.Target>
        <InputBase
          size="xs"
          component="button"
          type="button"
          pointer
          aria-label={label}
          disabled={readOnly}
          rightSection={<Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.toggleDropdown()}
        >
          {selected.length > 0 ? (
            // A value without a label of ours (a model name, the user's own option) is user data.
            <Text size="xs" truncate data-user-content={selected.every((value) => labelOf(value) === value) ? '' : undefined}>
              {selected.map(labelOf).join(', ')}
            </Text>
          ) : (
            <Input.Placeholder>{field.placeholder || t('options.placeholder')}</Input.Placeholder>
          )}
        </InputBase>
      </Combobox.Target>
      <Combobox.Dropdown>
        {searchable && (
          <Combobox.Search
            aria-label={t('options.search')}
            placeholder={field.combobox === true ? t('options.custom') : t('options.search')}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            onKeyDown={(event) => {
              // Enter with no option highlighted takes the typed text as the value.
              if (event.key !== 'Enter' || field.combobox !== true || search.trim() === '' || combobox.getSelectedOptionIndex() !== -1) return;
              event.preventDefault();
              pick(search.trim());
            }}
          />
        )}
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {shown.length === 0 && <Combobox.Empty>{t('options.nothingFound')}</Combobox.Empty>}
          {shown.map((option) => {
            const checked = selected.includes(option);
            const metadata = metadataOf(option);
            return (
              <Combobox.Option key={option} value={option} active={checked} disabled={multiple && limit > 1 && !checked && selected.length >= limit}>
                <Group gap={6} wrap="nowrap">
                  {checked ? <CheckIcon size={10} /> : null}
                  <Stack gap={0}>
                    <Text size="xs">{labelOf(option)}</Text>
                    {metadata.length > 0 && (
                      <Text size="xs" c="dimmed">
                        {metadata.map(({ key, value }) => `${key}: ${value}`).join(' · ')}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Combobox.Option>
            );
          })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
