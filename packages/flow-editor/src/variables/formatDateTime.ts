// Times of the variables table: yyyy-MM-dd HH:mm in the viewer's local time (with seconds for logs
// and the publish history, whose entries can be seconds apart).
const pad = (value: number) => String(value).padStart(2, '0');

/** Formats an ISO timestamp; unparsable input gives an empty string. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** yyyy-MM-dd HH:mm:ss. */
export function formatDateTimeSeconds(iso: string): string {
  const minutes = formatDateTime(iso);
  return minutes && `${minutes}:${pad(new Date(iso).getSeconds())}`;
}
