import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import type { NotificationCenter } from './NotificationCenter';
import type { NotificationStore } from './notificationStore';

type Center = typeof NotificationCenter;

/**
 * The notification center, loaded with the first notice: @mantine/notifications and its
 * transitions are not needed to paint the first page. Notices given before it arrives stay in the
 * store and show once it has loaded; a failed load is tried again with the next notice.
 */
export function DeferredNotificationCenter({ store }: { store: NotificationStore }) {
  const wanted = useStore(store, (state) => state.notifications.length > 0);
  const [center, setCenter] = useState<{ Center: Center } | null>(null);

  useEffect(() => {
    if (!wanted || center) return;
    let live = true;
    import('./NotificationCenter').then(
      (module) => {
        if (live) setCenter({ Center: module.NotificationCenter });
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [wanted, center]);

  return center ? <center.Center store={store} /> : null;
}
