import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../test/render';
import { ErrorDetails } from './ErrorDetails';

const longWord = `/srv/data/${'very-long-directory-name/'.repeat(12)}file.txt`;

describe('ErrorDetails', () => {
  it('breaks long reasons and wraps tracebacks inside the message column instead of overflowing right', () => {
    renderUi(<ErrorDetails component="文件" reason={`Cannot read ${longWord}`} traceback={`Traceback (most recent call last):\n  at ${longWord}`} />);
    const block = screen.getByTestId('error-block');
    expect(parseFloat(block.style.minWidth)).toBe(0);
    expect(block.style.maxWidth).toBe('100%');
    const reason = screen.getByText(`Cannot read ${longWord}`);
    expect(reason.style.overflowWrap).toBe('anywhere');
    const traceback = screen.getByText(/Traceback \(most recent call last\)/);
    expect(traceback.style.whiteSpace).toBe('pre-wrap');
    expect(traceback.style.overflowWrap).toBe('anywhere');
  });
});
