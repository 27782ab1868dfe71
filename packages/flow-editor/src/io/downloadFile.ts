// Saves a file in the browser: an object URL clicked through a temporary link.
import type { FlowFile } from './exportFlowFile';

export function downloadFlowFile({ fileName, text }: FlowFile): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}
