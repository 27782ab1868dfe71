// Decorator for stories of the admin screens: an AdminUiProvider over an in-memory API whose
// toasts show as Mantine notifications.
import { Notifications, notifications } from '@mantine/notifications';
import type { Decorator } from '@storybook/react-vite';
import { useState } from 'react';
import { AdminUiProvider, type AdminApi, type AdminNotification } from '../context/AdminUiProvider';
import { createMemoryAdminApi } from '../testing/memoryAdminApi';
import { SEED_ADMIN_ID } from '../testing/seed';

const colour: Record<AdminNotification['kind'], string> = { error: 'red', notice: 'blue', success: 'green' };

function showNotification({ kind, title, list }: AdminNotification) {
  notifications.show({ color: colour[kind], title, message: list?.join('\n') ?? '', autoClose: 5000 });
}

/** `makeApi` builds the story's API (default: the sample data); it is built once per story. */
export function withAdminUi(makeApi: () => AdminApi = () => createMemoryAdminApi()): Decorator {
  function WithAdminUi({ Story }: { Story: () => React.ReactNode }) {
    const [api] = useState(makeApi);
    return (
      <AdminUiProvider api={api} notify={showNotification} currentUserId={SEED_ADMIN_ID}>
        <Notifications position="top-right" />
        <Story />
      </AdminUiProvider>
    );
  }
  return (Story) => <WithAdminUi Story={Story} />;
}
