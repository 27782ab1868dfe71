// 分享 (share flow, mod+shift+b): a popover with the flow's read-only view link and, once the
// public playground is on, its link; each copied to the clipboard (复制成功 / 复制失败) or opened
// in a new tab. In the editor the popover also holds the public playground switch.
import { ActionIcon, Button, Group, Popover, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { IconCopy, IconExternalLink, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useFlowEditor } from '../context/FlowEditorProvider';
import { PublicAccessToggle } from '../playground/PublicAccessToggle';
import { useFlowStore } from '../store/FlowStoreProvider';
import { shareLinks } from './shareLinks';

/** The share flow shortcut of spec/3 section 9. */
export const SHARE_FLOW_SHORTCUT = 'mod+shift+B';

function LinkRow({ label, hint, url }: { label: string; hint: string; url: string }) {
  const { t } = useTranslation('share');
  const { notify } = useFlowEditor();
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => notify({ kind: 'success', title: t('copied') }),
      () => notify({ kind: 'error', title: t('copyFailed') }),
    );
  return (
    <Stack gap={4}>
      <TextInput
        label={label}
        description={hint}
        value={url}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        rightSectionWidth={64}
        rightSection={
          <Group gap={2} wrap="nowrap">
            <Tooltip label={t('copy', { what: label })}>
              <ActionIcon variant="subtle" color="gray" aria-label={t('copy', { what: label })} onClick={() => void copy()}>
                <IconCopy size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('open', { what: label })}>
              <ActionIcon component="a" href={url} target="_blank" rel="noopener" variant="subtle" color="gray" aria-label={t('open', { what: label })}>
                <IconExternalLink size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        }
      />
    </Stack>
  );
}

/** `readOnly`: the view page, where the public switch is not offered. */
export function ShareFlowButton({ readOnly = false }: { readOnly?: boolean }) {
  const { t } = useTranslation('share');
  const flowId = useFlowStore((state) => state.flow.id);
  const accessType = useFlowStore((state) => state.flow.access_type);
  const [opened, { toggle, close }] = useDisclosure(false);
  useHotkeys([[SHARE_FLOW_SHORTCUT, toggle, { usePhysicalKeys: true }]]);
  const links = shareLinks({ id: flowId, access_type: accessType });

  return (
    <Popover opened={opened} onChange={(next) => !next && close()} position="bottom-end" width={380} shadow="md" trapFocus withinPortal>
      <Popover.Target>
        <Button size="compact-sm" variant="default" leftSection={<IconShare size={14} />} onClick={toggle} aria-expanded={opened}>
          {t('button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="md">
          <Text fw={600} size="sm">
            {t('title')}
          </Text>
          <LinkRow label={t('viewLink')} hint={t('viewHint')} url={links.view} />
          {!readOnly && <PublicAccessToggle />}
          {links.playground ? (
            <LinkRow label={t('playgroundLink')} hint={t('playgroundHint')} url={links.playground} />
          ) : (
            <Text size="xs" c="dimmed">
              {t('playgroundOff')}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
