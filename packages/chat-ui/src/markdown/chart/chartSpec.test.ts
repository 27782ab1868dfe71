import { describe, expect, it } from 'vitest';
import { CHART_PALETTE, isChartLanguage, parseChart } from './chartSpec';

const option = (body: unknown) => {
  const result = parseChart(JSON.stringify(body));
  if (!result.ok) throw new Error('not a chart');
  return result.option;
};

describe('parseChart', () => {
  it('builds a line chart with axis labels, named series and the palette', () => {
    const result = option({ type: 'line', title: '销量', xAxis: ['一月', '二月'], series: [{ name: 'A', data: [1, 2] }, { name: 'B', data: [3, 4] }] });
    expect(result.color).toEqual([...CHART_PALETTE]);
    expect(result.title).toMatchObject({ text: '销量' });
    expect(result.xAxis).toEqual({ type: 'category', data: ['一月', '二月'] });
    expect(result.series).toEqual([
      { type: 'line', name: 'A', data: [1, 2] },
      { type: 'line', name: 'B', data: [3, 4] },
    ]);
    expect(result.tooltip).toEqual({ trigger: 'axis' });
  });

  it('reads ECharts-style axes and titles, and numbers the points when there is no axis', () => {
    expect(option({ type: 'bar', title: { text: 'T' }, xAxis: { data: [2024, 2025] }, series: [{ data: [1, 2] }] })).toMatchObject({
      title: { text: 'T' },
      xAxis: { data: ['2024', '2025'] },
      series: [{ type: 'bar', data: [1, 2] }],
    });
    expect(option({ type: 'bar', series: [{ data: [5, 6, 7] }] })).toMatchObject({ title: undefined, xAxis: { data: ['1', '2', '3'] } });
  });

  it('builds a pie from series items or from the first series data', () => {
    const direct = option({ type: 'pie', title: '份额', series: [{ name: 'A', value: 3 }, { name: 'B', value: 1 }] });
    expect(direct.series).toMatchObject([{ type: 'pie', name: '份额', data: [{ name: 'A', value: 3 }, { name: 'B', value: 1 }] }]);
    expect(direct.tooltip).toEqual({ trigger: 'item' });
    const nested = option({ type: 'pie', series: [{ name: '访问', data: [{ name: '搜索', value: 10 }, { value: 5 }] }] });
    expect(nested.series).toMatchObject([{ name: '访问', data: [{ name: '搜索', value: 10 }, { name: '2', value: 5 }] }]);
  });

  it.each<[string, string]>([
    ['not JSON', '{type: line'],
    ['not an object', '[1, 2]'],
    ['another type', '{"type":"scatter","series":[{"data":[1]}]}'],
    ['no series', '{"type":"line","xAxis":["a"]}'],
    ['empty series', '{"type":"bar","series":[]}'],
    ['non-numeric data', '{"type":"line","series":[{"data":[1,"x"]}]}'],
    ['bad axis', '{"type":"line","xAxis":{"data":"a"},"series":[{"data":[1]}]}'],
    ['bad title', '{"type":"line","title":5,"series":[{"data":[1]}]}'],
    ['pie without values', '{"type":"pie","series":[{"name":"A"}]}'],
    ['pie with a negative value', '{"type":"pie","series":[{"name":"A","value":-1}]}'],
    ['pie with empty data', '{"type":"pie","series":[{"data":[]}]}'],
  ])('refuses %s', (_name, body) => {
    expect(parseChart(body)).toEqual({ ok: false });
  });

  it('has 13 colours and knows the chart fence languages', () => {
    expect(new Set(CHART_PALETTE).size).toBe(13);
    expect(['chart', 'echarts', 'json'].every(isChartLanguage)).toBe(true);
    expect(isChartLanguage('python')).toBe(false);
  });
});
