import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from './notificationStore';

describe('notification store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('adds notifications with distinct ids', () => {
    const store = createNotificationStore();
    const a = store.getState().notify({ kind: 'error', title: '登录失败', list: ['用户名或密码错误'] });
    const b = store.getState().notify({ kind: 'success', title: '密码更改成功' });
    expect(a).not.toBe(b);
    expect(store.getState().notifications.map((n) => n.title)).toEqual(['登录失败', '密码更改成功']);
  });

  it('ignores a duplicate while the first one is shown', () => {
    const store = createNotificationStore();
    const first = store.getState().notify({ kind: 'error', title: '登录失败', list: ['用户名或密码错误'] });
    const again = store.getState().notify({ kind: 'error', title: '登录失败', list: ['用户名或密码错误'] });
    expect(again).toBe(first);
    expect(store.getState().notifications).toHaveLength(1);
  });

  it('treats a different kind or list as a new notification', () => {
    const store = createNotificationStore();
    store.getState().notify({ kind: 'error', title: '登录失败', list: ['a'] });
    store.getState().notify({ kind: 'error', title: '登录失败', list: ['b'] });
    store.getState().notify({ kind: 'notice', title: '登录失败', list: ['a'] });
    expect(store.getState().notifications).toHaveLength(3);
  });

  it('dismisses automatically after 5000 ms', () => {
    const store = createNotificationStore();
    store.getState().notify({ kind: 'notice', title: 'hello' });
    vi.advanceTimersByTime(4999);
    expect(store.getState().notifications).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState().notifications).toHaveLength(0);
  });

  it('dismisses on demand and accepts the same notification again afterwards', () => {
    const store = createNotificationStore();
    const id = store.getState().notify({ kind: 'error', title: '登录失败' });
    store.getState().dismiss(id);
    expect(store.getState().notifications).toHaveLength(0);
    const next = store.getState().notify({ kind: 'error', title: '登录失败' });
    expect(next).not.toBe(id);
    expect(store.getState().notifications).toHaveLength(1);
  });

  it('keeps the timer of a later notification when an earlier one is dismissed by hand', () => {
    const store = createNotificationStore({ dismissAfterMs: 1000 });
    const first = store.getState().notify({ kind: 'notice', title: 'one' });
    vi.advanceTimersByTime(500);
    store.getState().notify({ kind: 'notice', title: 'two' });
    store.getState().dismiss(first);
    vi.advanceTimersByTime(999);
    expect(store.getState().notifications.map((n) => n.title)).toEqual(['two']);
    vi.advanceTimersByTime(1);
    expect(store.getState().notifications).toHaveLength(0);
  });

  it('replaces the shown notification of the same group and keeps the others', () => {
    const store = createNotificationStore({ dismissAfterMs: 1000 });
    store.getState().notify({ kind: 'notice', title: '组件正在运行', group: 'build' });
    store.getState().notify({ kind: 'error', title: '登录失败' });
    store.getState().notify({ kind: 'success', title: '流程构建成功', group: 'build' });
    expect(store.getState().notifications.map((n) => n.title)).toEqual(['登录失败', '流程构建成功']);
    vi.advanceTimersByTime(1000);
    expect(store.getState().notifications).toHaveLength(0);
  });
});
