// The name a node shows: its display name, where a new group's stock name (stored as Langflow
// stores it) is worded in the user's language.
import { GROUP_DEFAULT_NAME, GROUP_NODE_TYPE } from '@app/flow-graph';
import type { EditorGenericNode } from '../store/types';

export type NodeNameTranslate = (key: 'nodes:node.groupDefaultName') => string;

export function shownNodeName(node: EditorGenericNode, t: NodeNameTranslate): string {
  const name = node.data.node.display_name;
  if (node.data.type === GROUP_NODE_TYPE && name === GROUP_DEFAULT_NAME) return t('nodes:node.groupDefaultName');
  return name || node.data.type;
}
