// Whether the component sidebar is collapsed, kept in a cookie for 7 days (spec/3 section 9).
const COOKIE = 'flow_sidebar_collapsed';
const MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

export function readSidebarCollapsed(): boolean {
  if (typeof document === 'undefined') return false;
  return document.cookie.split(';').some((entry) => entry.trim() === `${COOKIE}=1`);
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${COOKIE}=${collapsed ? 1 : 0}; max-age=${MAX_AGE_SECONDS}; path=/; samesite=lax`;
}
