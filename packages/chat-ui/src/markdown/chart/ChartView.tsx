// A drawn chart: ECharts loads on the first chart, then draws into a box of fixed height that
// follows its container's width. Until it loads a loader shows; if it cannot load, `fallback` does.
import { Box, Center, Loader, useComputedColorScheme } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartOption } from './chartSpec';
import { loadCharts } from './loadCharts';

export const CHART_HEIGHT = 300;

export interface ChartViewProps {
  option: ChartOption;
  fallback: ReactNode;
}

export function ChartView({ option, fallback }: ChartViewProps) {
  const { t } = useTranslation('chat');
  const dark = useComputedColorScheme('light') === 'dark';
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    const element = canvas.current;
    if (!element) return;
    let live = true;
    let dispose: (() => void) | undefined;
    loadCharts().then(
      (charts) => {
        if (!live) return;
        dispose = charts.mountChart(element, option, CHART_HEIGHT, dark);
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      dispose?.();
    };
  }, [option, dark]);
  if (state === 'failed') return fallback;
  return (
    <Box pos="relative" my="xs" w="100%" h={CHART_HEIGHT} data-testid="chart" data-chart-state={state}>
      <div ref={canvas} style={{ width: '100%', height: CHART_HEIGHT }} />
      {state === 'loading' && (
        <Center pos="absolute" inset={0}>
          <Loader size="sm" aria-label={t('markdown.chartLoading')} />
        </Center>
      )}
    </Box>
  );
}
