// Where notices appear, chosen by the page on screen so that they never cover its controls: the
// console's default corner, the login page's marketing side (the forms are on the right), and in the
// editor centred below its header bar (运行 / 终止 and 发布 are on the right of it), between the
// canvas's corner panels (add-component and note on the left, 分享 on the right) and below its
// top-centre selection toolbar (组合 / 取消组合).
import type { NotificationsProps } from '@mantine/notifications';
import { useEffect } from 'react';
import { createStore, useStore } from 'zustand';

export interface NotificationPlacement {
  position: NonNullable<NotificationsProps['position']>;
  /** Distance from the top of the window, in px (Mantine's default when absent). */
  top?: number;
}

/** The console's pages: the top-right corner, where their headers keep no buttons. */
export const DEFAULT_PLACEMENT: NotificationPlacement = { position: 'top-right' };
/** The login page: over the marketing panel on the left, never over the form on the right. */
export const LOGIN_PLACEMENT: NotificationPlacement = { position: 'top-left' };
/** The editor: centred under the 52 px header bar and the selection toolbar below it (15 px margin, 32 px high). */
export const EDITOR_PLACEMENT: NotificationPlacement = { position: 'top-center', top: 112 };

export const notificationPlacementStore = createStore<{ placement: NotificationPlacement }>(() => ({ placement: DEFAULT_PLACEMENT }));

/** A page's placement while it is on screen; the default again once it leaves. */
export function useNotificationPlacement(placement: NotificationPlacement): void {
  useEffect(() => {
    notificationPlacementStore.setState({ placement });
    return () => notificationPlacementStore.setState({ placement: DEFAULT_PLACEMENT });
  }, [placement]);
}

export function useCurrentNotificationPlacement(): NotificationPlacement {
  return useStore(notificationPlacementStore, (state) => state.placement);
}
