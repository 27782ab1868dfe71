// The header's build state (spec/3 section 4, "Builder states"): 运行 starts a build of the whole
// flow; while any build of the flow runs, 构建中... with the stop button 终止.
import { Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconPlayerPlay, IconPlayerStopFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFlowBuild, useFlowBuildState } from '../build';

export function BuildStatusControl() {
  const { t } = useTranslation('build');
  const build = useFlowBuild();
  const building = useFlowBuildState((state) => state.building);
  if (building) {
    return (
      <Group gap={6} wrap="nowrap" aria-live="polite">
        <Loader size={14} />
        <Text size="sm" c="dimmed">
          {t('header.building')}
        </Text>
        <Button size="compact-sm" variant="light" color="red" leftSection={<IconPlayerStopFilled size={14} />} onClick={() => build.stop()}>
          {t('header.stop')}
        </Button>
      </Group>
    );
  }
  return (
    <Tooltip label={t('header.runHint')}>
      <Button size="compact-sm" variant="light" leftSection={<IconPlayerPlay size={14} />} onClick={() => void build.run()}>
        {t('header.run')}
      </Button>
    </Tooltip>
  );
}
