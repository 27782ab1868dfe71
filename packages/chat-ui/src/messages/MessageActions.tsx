// The actions under a message: copy, speak (replies, where the host gives voice), edit, regenerate
// (the last reply only), rate (replies only) and delete.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconPencil, IconRefresh, IconThumbDown, IconThumbDownFilled, IconThumbUp, IconThumbUpFilled, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyAction } from '../shared/CopyAction';
import { SpeakButton } from '../voice/SpeakButton';

export interface MessageActionsProps {
  text: string;
  /** The stored rating: true positive, false negative, null or undefined none. */
  rating?: boolean | null;
  /** A reply: offers the speak button when the host gives voice. */
  speakable?: boolean;
  onCopy?(text: string): void;
  onEdit?(): void;
  onRate?(positive: boolean | null): void;
  onDelete?(): void;
  /** Asks again for this reply (offered on the last one). */
  onRegenerate?(): void;
}

export function MessageActions({ text, rating, speakable, onCopy, onEdit, onRate, onDelete, onRegenerate }: MessageActionsProps) {
  const { t } = useTranslation('chat');
  return (
    <Group gap={2}>
      <CopyAction text={text} onCopied={onCopy} />
      {speakable && text.trim() !== '' && <SpeakButton text={text} />}
      {onEdit && <Action label={t('actions.edit')} onClick={onEdit} icon={<IconPencil size={14} />} />}
      {onRegenerate && <Action label={t('actions.regenerate')} onClick={onRegenerate} icon={<IconRefresh size={14} />} />}
      {onRate && (
        <>
          <Action
            label={t('actions.ratePositive')}
            pressed={rating === true}
            onClick={() => onRate(rating === true ? null : true)}
            icon={rating === true ? <IconThumbUpFilled size={14} /> : <IconThumbUp size={14} />}
          />
          <Action
            label={t('actions.rateNegative')}
            pressed={rating === false}
            onClick={() => onRate(rating === false ? null : false)}
            icon={rating === false ? <IconThumbDownFilled size={14} /> : <IconThumbDown size={14} />}
          />
        </>
      )}
      {onDelete && <Action label={t('actions.delete')} onClick={onDelete} icon={<IconTrash size={14} />} />}
    </Group>
  );
}

interface ActionProps {
  label: string;
  icon: React.ReactNode;
  pressed?: boolean;
  onClick(): void;
}

function Action({ label, icon, pressed, onClick }: ActionProps) {
  return (
    <Tooltip label={label} withinPortal={false}>
      <ActionIcon variant="subtle" color={pressed ? 'blue' : 'gray'} size="sm" aria-label={label} aria-pressed={pressed} onClick={onClick}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
