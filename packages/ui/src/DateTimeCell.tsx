// A table time as the day over the time of day: two short lines instead of one long one, so the
// tables fit 1280 px screens without wrapping or squeezing other columns.
import { Text } from '@mantine/core';
import { formatDateTime, type DateTimePrecision } from './formatDateTime';

export interface DateTimeCellProps {
  iso: string | null | undefined;
  precision?: DateTimePrecision;
  /** What shows for no time (or one that does not parse). */
  none: string;
}

export function DateTimeCell({ iso, precision = 'minute', none }: DateTimeCellProps) {
  const text = formatDateTime(iso, precision);
  if (!text) return <>{none}</>;
  const [day, time] = text.split(' ');
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {day}
      </Text>
      <Text size="xs" c="dimmed">
        {time}
      </Text>
    </>
  );
}
