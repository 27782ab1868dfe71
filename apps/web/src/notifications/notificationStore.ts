import { createStore, type StoreApi } from 'zustand/vanilla';

export type NotificationKind = 'error' | 'notice' | 'success';

export interface AppNotification {
  id: string;
  kind: NotificationKind;
  title: string;
  list?: string[];
  /** Notifications of one process (a build's 组件正在运行, then its result): a new one replaces the one shown. */
  group?: string;
}

export type NotificationInput = Omit<AppNotification, 'id'>;

export interface NotificationState {
  notifications: AppNotification[];
  /** Shows a notification unless an identical one (kind, title, list) is already shown; returns its id. It replaces one of its group. */
  notify(input: NotificationInput): string;
  dismiss(id: string): void;
}

export type NotificationStore = StoreApi<NotificationState>;

export const NOTIFICATION_DISMISS_MS = 5000;

interface NotificationStoreOptions {
  dismissAfterMs?: number;
}

function sameContent(a: NotificationInput, b: NotificationInput): boolean {
  const listA = a.list ?? [];
  const listB = b.list ?? [];
  return a.kind === b.kind && a.title === b.title && listA.length === listB.length && listA.every((item, i) => item === listB[i]);
}

export function createNotificationStore({ dismissAfterMs = NOTIFICATION_DISMISS_MS }: NotificationStoreOptions = {}): NotificationStore {
  let counter = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  return createStore<NotificationState>()((set, get) => ({
    notifications: [],
    notify(input) {
      const shown = get().notifications.find((n) => sameContent(n, input));
      if (shown) return shown.id;
      if (input.group) for (const earlier of get().notifications.filter((n) => n.group === input.group)) get().dismiss(earlier.id);
      counter += 1;
      const id = `notification-${counter}`;
      set((state) => ({ notifications: [...state.notifications, { ...input, id }] }));
      timers.set(
        id,
        setTimeout(() => get().dismiss(id), dismissAfterMs),
      );
      return id;
    },
    dismiss(id) {
      clearTimeout(timers.get(id));
      timers.delete(id);
      set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) }));
    },
  }));
}

/** The application's notifications; components and stores report errors and successes here. */
export const notificationStore = createNotificationStore();
