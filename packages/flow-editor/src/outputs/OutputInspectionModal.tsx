// 输出检查 of a built component: a tab per output and one for its logs; before a build the
// modal says 请先构建组件 (spec/3 section 5).
import type { LogEntry, OutputValue } from '@app/flow-graph';
import { Code, Modal, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OutputView } from './OutputView';

export interface OutputInspectionModalProps {
  opened: boolean;
  /** The component's display name. */
  nodeName: string;
  /** The last build's outputs by output name; undefined before the component was built. */
  outputs: Readonly<Record<string, OutputValue>> | undefined;
  logs?: Readonly<Record<string, LogEntry[]>>;
  /** The output tab to open first. */
  selectedOutput?: string;
  /** The outputs' display names by output name, for the tabs; a name without one shows as sent. */
  outputLabels?: Readonly<Record<string, string>>;
  onClose(): void;
}

export function OutputInspectionModal({ opened, nodeName, outputs, logs = {}, selectedOutput, outputLabels = {}, onClose }: OutputInspectionModalProps) {
  const { t } = useTranslation('outputs');
  const names = Object.keys(outputs ?? {});
  const logEntries = Object.entries(logs).flatMap(([output, entries]) => entries.map((entry) => ({ output, ...entry })));
  return (
    <Modal opened={opened} onClose={onClose} title={t('title', { name: nodeName })} size="xl" closeButtonProps={{ 'aria-label': t('common:close') }}>
      {!outputs || names.length === 0 ? (
        <Text c="dimmed">{t('notBuilt')}</Text>
      ) : (
        <Tabs defaultValue={selectedOutput && names.includes(selectedOutput) ? selectedOutput : names[0]} keepMounted={false}>
          <Tabs.List>
            {names.map((name) => (
              <Tabs.Tab key={name} value={name}>
                {outputLabels[name] || name}
              </Tabs.Tab>
            ))}
            <Tabs.Tab value="__logs">{t('logs')}</Tabs.Tab>
          </Tabs.List>
          {names.map((name) => (
            <Tabs.Panel key={name} value={name} pt="sm">
              <OutputView output={outputs[name]} />
            </Tabs.Panel>
          ))}
          <Tabs.Panel value="__logs" pt="sm">
            {logEntries.length === 0 ? (
              <Text c="dimmed">{t('noLogs')}</Text>
            ) : (
              <Stack gap="xs">
                {logEntries.map((entry, index) => (
                  <Code key={index} block>
                    {`[${entry.output}] ${entry.name}: ${typeof entry.message === 'string' ? entry.message : JSON.stringify(entry.message)}`}
                  </Code>
                ))}
              </Stack>
            )}
          </Tabs.Panel>
        </Tabs>
      )}
    </Modal>
  );
}

/** The display names of a component's outputs by name (the tabs' labels). */
export function outputLabelsOf(outputs: ReadonlyArray<{ name: string; display_name?: string }> | undefined): Record<string, string> {
  return Object.fromEntries((outputs ?? []).flatMap((output) => (output.display_name ? [[output.name, output.display_name]] : [])));
}
