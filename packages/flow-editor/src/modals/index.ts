// The editor's modals: code, prompt, text, table, dictionary and the file picker.
export { CodeModal } from './code/CodeModal';
export type { CodeModalProps } from './code/CodeModal';
export { PromptModal } from './prompt/PromptModal';
export type { PromptModalProps } from './prompt/PromptModal';
export { PromptVariableBadge } from './prompt/PromptVariableBadge';
export type { PromptVariableBadgeProps } from './prompt/PromptVariableBadge';
export { MODAL_SIZES } from './sizes';
export type { ModalSize } from './sizes';
export { TextModal } from './text/TextModal';
export type { TextModalProps } from './text/TextModal';
export { DictModal } from './dict/DictModal';
export type { DictModalProps } from './dict/DictModal';
export { TableModal } from './table/TableModal';
export type { TableModalProps } from './table/TableModal';
export { FilePickerModal } from './files/FilePickerModal';
export type { FilePickerModalProps } from './files/FilePickerModal';
