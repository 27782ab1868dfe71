// The nodes on the canvas: the component node, the note, and the component's parameter modal.
export { nodeTypes, readOnlyNodeTypes } from './nodeTypes';
export { GenericNode, MINIMIZED_NODE_WIDTH, NODE_WIDTH } from './generic/GenericNode';
export { NoteNode, NOTE_COUNTER_FROM } from './note/NoteNode';
export { NodeParameterModal } from './parameters/NodeParameterModal';
export type { NodeParameterModalProps } from './parameters/NodeParameterModal';
