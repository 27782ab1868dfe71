// The template field editors of a node.
export { FieldInput } from './FieldInput';
export type { FieldInputProps } from './FieldInput';
export { FieldRow } from './FieldRow';
export type { FieldRowProps } from './FieldRow';
