import { screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { renderUi } from '../test/render';

it('shows a reply as written until the renderer has loaded, then as markdown', async () => {
  // A fresh module registry: the renderer the test setup loaded is not there yet.
  vi.resetModules();
  const { ChatMarkdown } = await import('./ChatMarkdown');
  const { container } = renderUi(<ChatMarkdown text={'**粗体** 和 `代码`'} />);
  expect(screen.getByTestId('markdown-source').textContent).toBe('**粗体** 和 `代码`');
  expect(await screen.findByText('粗体', { selector: 'strong' })).toBeTruthy();
  expect(container.querySelector('code')?.textContent).toBe('代码');
  expect(screen.queryByTestId('markdown-source')).toBeNull();
});
