import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface SideDrawerProps {
  opened: boolean;
  onClose(): void;
  title: string;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** The right-hand drawer of the admin forms and details, with a labelled close button. */
export function SideDrawer({ opened, onClose, title, size = 'md', children }: SideDrawerProps) {
  const { t } = useTranslation('common');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={size} title={title} closeButtonProps={{ 'aria-label': t('close') }}>
      {children}
    </Drawer>
  );
}
