import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServices } from '../test/fakeServices';
import { renderWithProviders } from '../test/renderApp';
import { LanguageSwitch } from './LanguageSwitch';

describe('language switch', () => {
  it('opens its menu on the first click, though the menu loads on first use, and switches the language', async () => {
    renderWithProviders(<LanguageSwitch />, createFakeServices());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '语言' })));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'English' }));
    expect(await screen.findByRole('button', { name: 'Language' })).toBeTruthy();
  });

  it('keeps the focus on the button when the menu, loaded on focus, replaces it', async () => {
    renderWithProviders(<LanguageSwitch />, createFakeServices());
    const before = screen.getByRole('button', { name: '语言' });
    act(() => before.focus());
    await act(async () => {
      await import('./LanguageMenu');
    });
    const after = screen.getByRole('button', { name: '语言' });
    expect(after).not.toBe(before);
    expect(document.activeElement).toBe(after);
  });
});
