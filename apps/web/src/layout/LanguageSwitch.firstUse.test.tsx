// A file of its own: the language menu's module must not be loaded yet when the test starts.
import { act, fireEvent, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createFakeServices } from '../test/fakeServices';
import { renderWithProviders } from '../test/renderApp';
import { LanguageSwitch } from './LanguageSwitch';

it('opens the language menu on a click right after the pointer came onto the button, while the menu loads', async () => {
  renderWithProviders(<LanguageSwitch />, createFakeServices());
  const button = screen.getByRole('button', { name: '语言' });
  fireEvent.pointerEnter(button);
  // The button pointed at is still the one in the page: a click on it is not lost.
  expect(button.isConnected).toBe(true);
  await act(async () => fireEvent.click(button));
  expect(await screen.findByRole('menuitem', { name: 'English' }, { timeout: 5000 })).toBeTruthy();
});
