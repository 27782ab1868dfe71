// Loaded on the first chart only (dynamic import): ECharts' core with just the line, bar and pie
// charts, their components and the SVG renderer (no canvas needed, so it also draws under jsdom).
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TitleComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';
import type { ChartOption } from './chartSpec';

use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TitleComponent, TooltipComponent, SVGRenderer]);

/**
 * Draws the chart into the element and follows the element's size while mounted; returns how to
 * remove it. `dark` takes ECharts' built-in dark theme for axes and texts (the palette stays ours).
 */
export function mountChart(element: HTMLElement, option: ChartOption, height: number, dark: boolean): () => void {
  const chart = init(element, dark ? 'dark' : null, { renderer: 'svg', height });
  chart.setOption(option);
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => chart.resize({ height }));
  observer?.observe(element);
  return () => {
    observer?.disconnect();
    chart.dispose();
  };
}
