// The shared setup and helpers do what the packages' tests rely on.
import { act, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { deferred, observedMargins, renderWithProviders, scrollIntoView } from '../src';

function Greeting() {
  const { t } = useTranslation('common');
  return <p>{t('close')}</p>;
}

function Watched() {
  const ref = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => setSeen(entries.some((entry) => entry.isIntersecting)), { rootMargin: '0px 0px 50px 0px' });
    if (ref.current) observer.observe(ref.current);
    return () => observer.disconnect();
  }, []);
  return <div ref={ref}>{seen ? 'in view' : 'out of view'}</div>;
}

describe('ui testing', () => {
  it('renders within the providers in Chinese by default, or the language asked for', () => {
    renderWithProviders(<Greeting />);
    expect(screen.getByText('关闭')).toBeTruthy();
    renderWithProviders(<Greeting />, { locale: 'en' });
    expect(screen.getByText('Close')).toBeTruthy();
  });

  it('brings an observed element into view only when the test scrolls to it', () => {
    renderWithProviders(<Watched />);
    const element = screen.getByText('out of view');
    expect(observedMargins(element)).toEqual(['0px 0px 50px 0px']);
    scrollIntoView(element);
    expect(screen.getByText('in view')).toBeTruthy();
  });

  it('settles a deferred promise by hand', async () => {
    const pending = deferred<number>();
    let value = 0;
    void pending.promise.then((settled) => {
      value = settled;
    });
    await act(async () => pending.resolve(7));
    expect(value).toBe(7);
  });
});
