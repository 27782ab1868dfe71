export { IntegrationPanel } from './IntegrationPanel';
export type { ApiTab, IntegrationPanelProps, IntegrationTab, WebTab } from './IntegrationPanel';
export { KeyListPanel } from './KeyListPanel';
export type { KeyListPanelProps } from './KeyListPanel';
export type { KeyKind } from './keyKind';
