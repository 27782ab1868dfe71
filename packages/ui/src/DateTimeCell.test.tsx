import { renderWithProviders } from '@app/ui-testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DateTimeCell } from './DateTimeCell';

describe('DateTimeCell', () => {
  const local = new Date(2025, 0, 5, 9, 7, 3).toISOString();

  it('shows the day over the time of day, to the minute or the second', () => {
    renderWithProviders(<DateTimeCell iso={local} none="-" />);
    expect(screen.getByText('2025-01-05')).toBeTruthy();
    expect(screen.getByText('09:07')).toBeTruthy();
    renderWithProviders(<DateTimeCell iso={local} precision="second" none="-" />);
    expect(screen.getByText('09:07:03')).toBeTruthy();
  });

  it.each([null, undefined, 'not a date'])('shows `none` for %j', (iso) => {
    renderWithProviders(
      <span data-testid="cell">
        <DateTimeCell iso={iso} none="暂无" />
      </span>,
    );
    expect(screen.getByTestId('cell').textContent).toBe('暂无');
  });
});
