import { Modal, Tabs } from '@mantine/core';
import { IconShieldLock, IconUserCog } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../app/services';
import { AccountSettings } from './AccountSettings';
import { SecuritySettings } from './SecuritySettings';

interface AccountDialogProps {
  opened: boolean;
  onClose(): void;
}

/** "My account": account settings and security settings of the signed-in user. */
export function AccountDialog({ opened, onClose }: AccountDialogProps) {
  const { t } = useTranslation('account');
  const user = useSession((s) => s.user);
  if (!user) return null;

  return (
    <Modal opened={opened} onClose={onClose} title={t('title')} size="md" centered>
      <Tabs defaultValue="account" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="account" leftSection={<IconUserCog size={16} />}>
            {t('tabs.account')}
          </Tabs.Tab>
          <Tabs.Tab value="security" leftSection={<IconShieldLock size={16} />}>
            {t('tabs.security')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="account">
          <AccountSettings user={user} />
        </Tabs.Panel>
        <Tabs.Panel value="security">
          <SecuritySettings />
        </Tabs.Panel>
      </Tabs>
    </Modal>
  );
}
