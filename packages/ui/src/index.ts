export { ConfirmDialog } from './ConfirmDialog';
export type { ConfirmDialogProps } from './ConfirmDialog';
export { DateTimeCell } from './DateTimeCell';
export type { DateTimeCellProps } from './DateTimeCell';
export { DialogForm } from './DialogForm';
export type { DialogFormProps } from './DialogForm';
export { formatDateTime } from './formatDateTime';
export type { DateTimePrecision } from './formatDateTime';
