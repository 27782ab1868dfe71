import type { OutputValue } from '@app/flow-graph';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { OutputInspectionModal, outputLabelsOf } from './OutputInspectionModal';
import { MAX_OUTPUT_TEXT, OutputView } from './OutputView';

const show = (output: OutputValue | undefined) => renderFlowEditor(<OutputView output={output} />);

describe('OutputView', () => {
  it('shows text and a message’s text, cutting over 20000 characters with a notice', () => {
    show({ type: 'message', message: { text: '你好，世界' } });
    expect(screen.getByText('你好，世界')).toBeTruthy();
    show({ type: 'text', message: 'x'.repeat(MAX_OUTPUT_TEXT + 5) });
    expect(screen.getByText('输出超过 20000 个字符，已截断显示。')).toBeTruthy();
    expect(screen.getByText('x'.repeat(MAX_OUTPUT_TEXT))).toBeTruthy();
  });

  it('shows an error with its traceback, the stream alert, and 无法显示输出 otherwise', () => {
    show({ type: 'error', message: { errorMessage: 'API key missing', stackTrace: 'at run (model.ts:3)' } });
    expect(screen.getByText('API key missing')).toBeTruthy();
    expect(screen.getByText('at run (model.ts:3)')).toBeTruthy();
    const coded = { code: 'VARIABLE_NOT_FOUND', text: 'Variable K not found (field api_key).', params: { name: 'K', field: 'api_key' } };
    show({ type: 'error', message: { errorMessage: coded.text, stackTrace: '', coded } });
    expect(screen.getByText('找不到变量 K（字段 api_key）。')).toBeTruthy();
    show({ type: 'stream', message: null });
    expect(screen.getByText('不支持流式传输')).toBeTruthy();
    expect(screen.getByText('请使用 Playground 与支持流式数据的组件进行交互')).toBeTruthy();
    show({ type: 'unknown', message: 1 });
    show(undefined);
    expect(screen.getAllByText('无法显示输出')).toHaveLength(2);
  });

  it('lists records as a table and filters them with a path, with the rule that failed', () => {
    show({ type: 'data', message: { items: [{ id: 1, name: '甲' }, { id: 2, name: '乙' }], count: 2 } });
    const filter = screen.getByLabelText('JSON 过滤');
    fireEvent.change(filter, { target: { value: 'items' } });
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('乙')).toBeTruthy();
    fireEvent.click(screen.getByText('JSON'));
    expect(screen.getByText(/"name": "甲"/)).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'items[9]' } });
    expect(screen.getByText('数组下标 9 超出范围')).toBeTruthy();
    fireEvent.change(filter, { target: { value: 'count' } });
    expect(screen.getByText('结果必须是对象或数组')).toBeTruthy();
  });
});

describe('OutputInspectionModal', () => {
  it('says 请先构建组件 before a build', () => {
    renderFlowEditor(<OutputInspectionModal opened nodeName="提示词" outputs={undefined} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: '提示词 的输出' })).toBeTruthy();
    expect(screen.getByText('请先构建组件')).toBeTruthy();
  });

  it('shows a tab per output, opens the chosen one, and the logs', () => {
    renderFlowEditor(
      <OutputInspectionModal
        opened
        nodeName="解析器"
        outputs={{ parsed_text: { type: 'text', message: '结果文本' }, data: { type: 'data', message: { a: 1 } } }}
        logs={{ parsed_text: [{ name: 'info', message: '解析了 3 条', type: 'text' }] }}
        selectedOutput="parsed_text"
        onClose={vi.fn()}
      />,
    );
    expect(screen.getByText('结果文本')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: '日志' }));
    expect(screen.getByText('[parsed_text] info: 解析了 3 条')).toBeTruthy();
  });

  it('labels the tabs with the outputs’ display names, not their names', () => {
    const labels = outputLabelsOf([{ name: 'text_output', display_name: '模型回复' }, { name: 'model_output', display_name: '语言模型' }, { name: 'raw' }]);
    expect(labels).toEqual({ text_output: '模型回复', model_output: '语言模型' });
    renderFlowEditor(
      <OutputInspectionModal
        opened
        nodeName="OpenAI 兼容模型"
        outputs={{ text_output: { type: 'text', message: '你好' }, model_output: { type: 'object', message: {} }, raw: { type: 'text', message: 'x' } }}
        outputLabels={labels}
        onClose={vi.fn()}
      />,
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['模型回复', '语言模型', 'raw', '日志']);
  });
});
