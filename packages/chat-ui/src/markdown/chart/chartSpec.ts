// A chart message body (spec/2: type line, bar or pie; title; xAxis; series of name with data or
// value) read from a fence and turned into an ECharts option. Pure, so the rules are tested without
// drawing; the option only names types from echarts, which stays out of the bundle until drawn.
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TitleComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';

export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TitleComponentOption | TooltipComponentOption
>;

export type ChartParse = { ok: true; option: ChartOption } | { ok: false };

/** The 13 colours series and slices take in turn (spec/2: the chart palette has 13 colours). */
export const CHART_PALETTE = [
  '#228be6',
  '#40c057',
  '#fab005',
  '#fa5252',
  '#7950f2',
  '#15aabf',
  '#fd7e14',
  '#e64980',
  '#82c91e',
  '#4c6ef5',
  '#12b886',
  '#be4bdb',
  '#868e96',
] as const;

/** Fence languages that may hold a chart; a ```json fence is a chart only when its body is one. */
export const CHART_LANGUAGES = ['chart', 'echarts', 'json'] as const;

export function isChartLanguage(language: string): language is (typeof CHART_LANGUAGES)[number] {
  return (CHART_LANGUAGES as readonly string[]).includes(language);
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isLabel = (value: unknown): value is string | number => typeof value === 'string' || isNumber(value);

function readTitle(title: unknown): string | undefined | null {
  if (title === undefined || title === null) return undefined;
  if (typeof title === 'string') return title;
  if (isObject(title) && typeof title.text === 'string') return title.text;
  return null;
}

/** Axis labels: an array, or ECharts' `{ data: [...] }`; `null` when malformed. */
function readLabels(xAxis: unknown): string[] | undefined | null {
  if (xAxis === undefined) return undefined;
  const labels = isObject(xAxis) ? xAxis.data : xAxis;
  return Array.isArray(labels) && labels.every(isLabel) ? labels.map(String) : null;
}

function readName(item: Json): string | undefined | null {
  if (item.name === undefined) return undefined;
  return isLabel(item.name) ? String(item.name) : null;
}

function axisOption(type: 'line' | 'bar', spec: Json, title: string | undefined): ChartOption | undefined {
  const series = spec.series;
  if (!Array.isArray(series) || series.length === 0) return undefined;
  const lines: { name?: string; data: number[] }[] = [];
  for (const item of series) {
    if (!isObject(item) || !Array.isArray(item.data) || !item.data.every(isNumber)) return undefined;
    const name = readName(item);
    if (name === null) return undefined;
    lines.push({ name, data: item.data });
  }
  const labels = readLabels(spec.xAxis);
  if (labels === null) return undefined;
  const length = Math.max(...lines.map((line) => line.data.length));
  return {
    color: [...CHART_PALETTE],
    // The message bubble's colour shows through, in light and dark schemes alike.
    backgroundColor: 'transparent',
    title: title ? { text: title, left: 'center' } : undefined,
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { top: title ? 40 : 16, left: 8, right: 16, bottom: 32 },
    xAxis: { type: 'category', data: labels ?? Array.from({ length }, (_, index) => String(index + 1)) },
    yAxis: { type: 'value' },
    series: lines.map((line) => ({ type, name: line.name, data: line.data })),
  };
}

/** Pie slices: the series items themselves ({ name, value }), or the data of the first series. */
function pieOption(spec: Json, title: string | undefined): ChartOption | undefined {
  const series = spec.series;
  if (!Array.isArray(series) || series.length === 0) return undefined;
  const first: unknown = series[0];
  const nested = isObject(first) && Array.isArray(first.data);
  const items: unknown[] = nested ? (first.data as unknown[]) : series;
  const slices: { name: string; value: number }[] = [];
  for (const [index, item] of items.entries()) {
    if (!isObject(item) || !isNumber(item.value) || item.value < 0) return undefined;
    const name = readName(item);
    if (name === null) return undefined;
    slices.push({ name: name ?? String(index + 1), value: item.value });
  }
  if (slices.length === 0) return undefined;
  const seriesName = nested && isObject(first) && typeof first.name === 'string' ? first.name : title;
  return {
    color: [...CHART_PALETTE],
    backgroundColor: 'transparent',
    title: title ? { text: title, left: 'center' } : undefined,
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [{ type: 'pie', name: seriesName, radius: '60%', center: ['50%', title ? '52%' : '46%'], data: slices }],
  };
}

/** The ECharts option for a chart body, or `{ ok: false }` when it is not JSON or not a chart. */
export function parseChart(body: string): ChartParse {
  let spec: unknown;
  try {
    spec = JSON.parse(body);
  } catch {
    return { ok: false };
  }
  if (!isObject(spec)) return { ok: false };
  const title = readTitle(spec.title);
  if (title === null) return { ok: false };
  const option =
    spec.type === 'line' || spec.type === 'bar' ? axisOption(spec.type, spec, title) : spec.type === 'pie' ? pieOption(spec, title) : undefined;
  return option ? { ok: true, option } : { ok: false };
}
