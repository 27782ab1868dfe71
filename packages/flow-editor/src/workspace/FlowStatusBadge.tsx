// A flow's list status (spec/3 section 3): 开发中 never released, 已发布 unchanged since the
// release, 编辑中 changed after it.
import { getFlowStatus, type FlowRecord, type FlowStatus } from '@app/flow-graph';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLOURS: Readonly<Record<FlowStatus, string>> = { Develop: 'gray', Published: 'green', Edit: 'orange' };

export function FlowStatusBadge({ flow }: { flow: Pick<FlowRecord, 'released_at' | 'updated_at'> }) {
  const { t } = useTranslation('workspace');
  const status = getFlowStatus(flow);
  return (
    <Badge variant="light" color={COLOURS[status]} styles={{ label: { overflow: 'visible' } }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
