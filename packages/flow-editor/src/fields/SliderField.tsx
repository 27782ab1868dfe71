// A slider field (spec/3 section 5): the slider, a number box showing 2 decimals and clamping what
// is typed, and the presets Precise / Balanced / Creative / Wild at 12.5 / 37.5 / 62.5 / 87.5 % of
// the range. The end labels come from the field (min_label, max_label) or default to Precise / Creative.
import { clampNumber, formatSliderValue, numericRange, SLIDER_DEFAULT_LABELS, sliderPresets } from '@app/flow-graph';
import { Button, Group, NumberInput, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { numberOf } from './NumberField';
import type { FieldEditorProps } from './types';

const DECIMALS = 2;

export function SliderField({ field, label, readOnly, onChange }: FieldEditorProps) {
  const { t } = useEditorTranslation('fields');
  const range = numericRange(field);
  const stored = numberOf(field.value);
  const value = stored === '' ? range.min : clampNumber(stored, range);
  // What is being typed in the box; committed (clamped) on blur or Enter.
  const [draft, setDraft] = useState<number | string | null>(null);
  const presets = sliderPresets(range);
  const endLabel = (key: 'min_label' | 'max_label', fallback: string) =>
    typeof field[key] === 'string' && field[key] !== '' ? (field[key] as string) : fallback;
  const defaultLabel = (preset: string) => t(`slider.presets.${preset}` as 'slider.presets.Precise');

  const commit = () => {
    if (draft === null) return;
    const typed = typeof draft === 'number' ? draft : Number(draft);
    setDraft(null);
    if (Number.isFinite(typed)) onChange(Number(formatSliderValue(clampNumber(typed, range))));
  };

  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap">
        <Slider
          flex={1}
          size="sm"
          aria-label={label}
          min={range.min}
          max={range.max}
          step={range.step}
          value={value}
          disabled={readOnly}
          label={formatSliderValue}
          onChange={(next) => onChange(next)}
        />
        <NumberInput
          size="xs"
          w={72}
          aria-label={`${label} ${t('slider.value')}`}
          value={draft ?? value}
          decimalScale={DECIMALS}
          fixedDecimalScale
          step={range.step}
          clampBehavior="none"
          hideControls
          readOnly={readOnly}
          onChange={setDraft}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      </Group>
      <Group justify="space-between" gap={4}>
        <Text size="xs" c="dimmed">
          {endLabel('min_label', defaultLabel(SLIDER_DEFAULT_LABELS.min))}
        </Text>
        <Text size="xs" c="dimmed">
          {endLabel('max_label', defaultLabel(SLIDER_DEFAULT_LABELS.max))}
        </Text>
      </Group>
      {!readOnly && (
        <Group gap={4} grow>
          {presets.map((preset) => (
            <Button key={preset.label} size="compact-xs" variant="default" onClick={() => onChange(Number(formatSliderValue(preset.value)))}>
              {defaultLabel(preset.label)}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
