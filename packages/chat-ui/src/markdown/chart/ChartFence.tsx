// A ```chart, ```echarts or ```json fence: drawn when its body is a chart; otherwise its code, with
// a notice for chart fences (a plain ```json fence that is not a chart is just code).
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeBlock } from '../CodeBlock';
import { parseChart } from './chartSpec';
import { ChartView } from './ChartView';

export interface ChartFenceProps {
  code: string;
  language: string;
}

export function ChartFence({ code, language }: ChartFenceProps) {
  const { t } = useTranslation('chat');
  // Parsed once per body, so re-renders while other text streams keep the drawn chart.
  const chart = useMemo(() => parseChart(code), [code]);
  const codeBlock = <CodeBlock code={code} language={language} />;
  if (chart.ok) return <ChartView option={chart.option} fallback={codeBlock} />;
  if (language === 'json') return codeBlock;
  return (
    <>
      {codeBlock}
      <Text size="xs" c="dimmed" mt={-4} mb="xs" role="note">
        {t('markdown.chartInvalid')}
      </Text>
    </>
  );
}
