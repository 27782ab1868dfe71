import { List } from '@mantine/core';
import { createNotificationsStore, hideNotification, Notifications, showNotification } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useStore } from 'zustand';
import { useCurrentNotificationPlacement } from './notificationPlacement';
import { notificationStore, type AppNotification, type NotificationKind, type NotificationStore } from './notificationStore';

const colorByKind: Record<NotificationKind, string> = { error: 'red', notice: 'blue', success: 'teal' };

function message(notification: AppNotification) {
  const list = notification.list ?? [];
  if (list.length === 0) return null;
  if (list.length === 1) return list[0];
  return (
    <List size="sm">
      {list.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/**
 * Renders the notification store with @mantine/notifications. The store owns the lifetime
 * (dedupe, the 5 s auto-dismiss); Mantine only draws, so its own auto-close is off.
 */
export function NotificationCenter({ store = notificationStore }: { store?: NotificationStore }) {
  const items = useStore(store, (state) => state.notifications);
  const shown = useRef(new Set<string>());
  const [drawn] = useState(createNotificationsStore);
  const { position, top } = useCurrentNotificationPlacement();

  useEffect(() => {
    const current = new Set(items.map((item) => item.id));
    for (const id of shown.current) {
      if (!current.has(id)) hideNotification(id, drawn);
    }
    for (const item of items) {
      if (shown.current.has(item.id)) continue;
      const dismiss = () => store.getState().dismiss(item.id);
      showNotification(
        {
          id: item.id,
          title: item.title,
          message: message(item),
          color: colorByKind[item.kind],
          autoClose: false,
          onClose: dismiss,
          onClick: dismiss,
          style: { cursor: 'pointer' },
          'data-kind': item.kind,
        },
        drawn,
      );
    }
    shown.current = current;
  }, [drawn, items, store]);

  // Mantine gives its style to the container of every position: with `top` alone the bottom ones would
  // stretch from there to the bottom of the window, empty but catching clicks; `bottom: auto` keeps them flat.
  return <Notifications store={drawn} position={position} style={top === undefined ? undefined : { top, bottom: 'auto' }} />;
}
