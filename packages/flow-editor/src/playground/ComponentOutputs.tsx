// The input/output viewer of the playground: the chosen input or output component's latest outputs,
// or 请先构建组件 before it was built.
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNodeOutputs } from '../build';
import { OutputView } from '../outputs';

export function ComponentOutputs({ nodeId, name }: { nodeId: string; name: string }) {
  const { t } = useTranslation('playground');
  const { t: tOutputs } = useTranslation('outputs');
  const outputs = useNodeOutputs(nodeId)?.outputs;
  const names = Object.keys(outputs ?? {});
  return (
    <Stack gap="sm" p="md">
      <Title order={5}>{t('componentOutputs', { name })}</Title>
      {!outputs || names.length === 0 ? (
        <Text c="dimmed">{tOutputs('notBuilt')}</Text>
      ) : (
        <Tabs defaultValue={names[0]} keepMounted={false}>
          <Tabs.List>
            {names.map((output) => (
              <Tabs.Tab key={output} value={output}>
                {output}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {names.map((output) => (
            <Tabs.Panel key={output} value={output} pt="sm">
              <OutputView output={outputs[output]} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Stack>
  );
}
