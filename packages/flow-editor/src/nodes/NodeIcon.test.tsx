// Every built-in component shows its own glyph on the canvas and in the sidebar, not the
// puzzle piece kept for icons nobody has drawn (a new component's icon name must be mapped).
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import catalogue from '../testing/catalogue.generated.json';
import { NodeIcon } from './NodeIcon';

const builtIn = Object.values(catalogue as Record<string, Record<string, { icon?: string }>>).flatMap((group) => Object.entries(group));

describe('NodeIcon', () => {
  it.each(builtIn)('%s has a glyph of its own', (_type, node) => {
    const { container } = render(<NodeIcon name={node.icon} />);
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('.tabler-icon-puzzle')).toBeNull();
  });

  it('falls back to the puzzle piece for an icon it does not know', () => {
    const { container } = render(<NodeIcon name="no-such-icon" />);
    expect(container.querySelector('.tabler-icon-puzzle')).not.toBeNull();
  });
});
