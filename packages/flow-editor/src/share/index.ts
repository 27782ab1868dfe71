export { SHARE_FLOW_SHORTCUT, ShareFlowButton } from './ShareFlowButton';
export { flowViewUrl, shareLinks } from './shareLinks';
export type { ShareLinks } from './shareLinks';
