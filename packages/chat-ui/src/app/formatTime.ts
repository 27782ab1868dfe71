const pad = (value: number) => String(value).padStart(2, '0');

/** yyyy-MM-dd HH:mm in local time (the chat info drawer's format, spec/2 section 9); '' for no time. */
export function formatMinute(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
