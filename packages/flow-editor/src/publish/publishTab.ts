// The tab the editor opens after the publish page (spec/3 "Publish page"): the success step's
// buttons leave 'setting' (access permissions) or 'embed' (integration) under local storage key
// flow_publish_type, and the editor opening next reads it once and clears it.

export const FLOW_PUBLISH_TYPE_KEY = 'flow_publish_type';

export type PublishTab = 'setting' | 'embed';

export function rememberPublishTab(tab: PublishTab): void {
  window.localStorage.setItem(FLOW_PUBLISH_TYPE_KEY, tab);
}

/** The remembered tab, once: the key is cleared whatever it held. */
export function takePublishTab(): PublishTab | null {
  const value = window.localStorage.getItem(FLOW_PUBLISH_TYPE_KEY);
  if (value === null) return null;
  window.localStorage.removeItem(FLOW_PUBLISH_TYPE_KEY);
  return value === 'setting' || value === 'embed' ? value : null;
}
