import { Badge, Tooltip } from '@mantine/core';
import { badgeLabel } from './promptVariables';

export interface PromptVariableBadgeProps {
  name: string;
}

/** One variable of a prompt; a name over 59 characters is cut (56 + '...') and shown whole in a tooltip. */
export function PromptVariableBadge({ name }: PromptVariableBadgeProps) {
  return (
    <Tooltip label={name} openDelay={500} withinPortal>
      <Badge variant="light" tt="none" style={{ maxWidth: '100%' }}>
        {badgeLabel(name)}
      </Badge>
    </Tooltip>
  );
}
