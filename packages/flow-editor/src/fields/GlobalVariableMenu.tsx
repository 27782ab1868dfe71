// The globe button of a text field: lists the user's global variables (loaded on each opening so a
// variable made meanwhile shows) and picks one by name. The menu mounts on the first click: a
// canvas has a globe button in every text field of every node.
import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconWorld } from '@tabler/icons-react';
import { cloneElement, useRef, useState } from 'react';
import { useEditorTranslation } from '../context/EditorTexts';
import { useFlowEditor } from '../context/FlowEditorProvider';

export interface GlobalVariableMenuProps {
  /** The variable the field uses now. */
  selected?: string;
  disabled?: boolean;
  onPick(name: string): void;
}

type Listing = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; names: string[] };

export function GlobalVariableMenu({ selected, disabled, onPick }: GlobalVariableMenuProps) {
  const { api } = useFlowEditor();
  const { t } = useEditorTranslation('fields');
  const [listing, setListing] = useState<Listing>({ status: 'loading' });
  const [mounted, setMounted] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);

  const load = async () => {
    setListing({ status: 'loading' });
    try {
      const variables = await api.variables.list();
      setListing({ status: 'loaded', names: variables.map((variable) => variable.name) });
    } catch {
      setListing({ status: 'failed' });
    }
  };

  const target = (
    <ActionIcon ref={targetRef} variant="subtle" color="gray" size="sm" aria-label={t('variables.open')} disabled={disabled}>
      <IconWorld size={14} />
    </ActionIcon>
  );
  if (!mounted) {
    return cloneElement(target, {
      onClick: () => {
        setMounted(true);
        void load();
      },
    });
  }
  return (
    // Mounted by a click that opened it: open at once, as the first opening. The button that had
    // focus then was replaced, so Mantine's own focus return would find it gone: return it here.
    <Menu
      defaultOpened
      position="bottom-end"
      shadow="md"
      returnFocus={false}
      onOpen={() => void load()}
      onClose={() => targetRef.current?.focus()}
      disabled={disabled}
    >
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown mah={280} style={{ overflowY: 'auto' }}>
        <Menu.Label>{t('variables.open')}</Menu.Label>
        {listing.status === 'loading' && <Menu.Item disabled>{t('variables.loading')}</Menu.Item>}
        {listing.status === 'failed' && <Menu.Item disabled>{t('variables.loadFailed')}</Menu.Item>}
        {listing.status === 'loaded' && listing.names.length === 0 && <Menu.Item disabled>{t('variables.empty')}</Menu.Item>}
        {listing.status === 'loaded' &&
          listing.names.map((name) => (
            <Menu.Item key={name} onClick={() => onPick(name)} rightSection={name === selected ? <IconCheck size={14} /> : null}>
              {name}
            </Menu.Item>
          ))}
      </Menu.Dropdown>
    </Menu>
  );
}
