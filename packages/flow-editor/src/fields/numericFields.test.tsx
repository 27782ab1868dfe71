import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderFlowEditor } from '../test/render';
import { catalogueNode, FieldHarness, nodeWithField } from './FieldHarness';

const typeAndLeave = (input: HTMLElement, value: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('numeric fields', () => {
  it.each<[string, Record<string, unknown>, string, number]>([
    ['a float to its default -2..2', { type: 'float', value: 0.5 }, '7', 2],
    ['a float to its range_spec', { type: 'float', value: 0.5, range_spec: { min: 0, max: 1, step: 0.1 } }, '-3', 0],
    ['an int to its range_spec', { type: 'int', value: 3, range_spec: { min: 1, max: 10, step: 1 } }, '25', 10],
  ])('clamps %s when it loses focus', (_label, field, typed, settled) => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={nodeWithField('n', field as never)} name="n" onChange={onChange} />);
    typeAndLeave(screen.getByRole('textbox', { name: 'n' }), typed);
    expect(onChange.mock.lastCall?.[0]).toBe(settled);
    expect((screen.getByRole('textbox', { name: 'n' }) as HTMLInputElement).value).toBe(String(settled));
  });

  it('leaves an int without range_spec unbounded', () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={nodeWithField('n', { type: 'int', value: 1 })} name="n" onChange={onChange} />);
    typeAndLeave(screen.getByRole('textbox', { name: 'n' }), '-12000');
    expect(onChange.mock.lastCall?.[0]).toBe(-12000);
  });

  it('sets the slider presets at 12.5 / 37.5 / 62.5 / 87.5 % of the range', () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={catalogueNode('models', 'OpenAIModel')} name="temperature" onChange={onChange} />);
    const presets: Array<[string, number]> = [
      ['精确', 0.25],
      ['平衡', 0.75],
      ['创意', 1.25],
      ['狂野', 1.75],
    ];
    for (const [label, value] of presets) {
      fireEvent.click(screen.getByRole('button', { name: label }));
      expect(onChange.mock.lastCall?.[0]).toBe(value);
    }
    expect((screen.getByRole('textbox', { name: '温度 数值' }) as HTMLInputElement).value).toBe('1.75');
  });

  it('clamps a typed slider value and shows it with 2 decimals', () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={catalogueNode('models', 'OpenAIModel')} name="temperature" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: '温度 数值' }) as HTMLInputElement;
    expect(box.value).toBe('0.10');
    typeAndLeave(box, '5');
    expect(onChange.mock.lastCall?.[0]).toBe(2);
    expect(box.value).toBe('2.00');
  });

  it('shows the default end labels, or the field own', () => {
    const view = renderFlowEditor(<FieldHarness node={nodeWithField('s', { type: 'slider', value: 0 })} name="s" />);
    expect(screen.getAllByText('精确')).toHaveLength(2);
    expect(screen.getAllByText('创意')).toHaveLength(2);
    view.unmount();
    renderFlowEditor(<FieldHarness node={nodeWithField('s', { type: 'slider', value: 0, min_label: 'Cold', max_label: 'Hot' })} name="s" />);
    expect(screen.getByText('Cold')).toBeTruthy();
    expect(screen.getByText('Hot')).toBeTruthy();
  });

  it('switches a bool', () => {
    const onChange = vi.fn();
    renderFlowEditor(<FieldHarness node={nodeWithField('b', { type: 'bool', value: false })} name="b" onChange={onChange} />);
    fireEvent.click(screen.getByRole('switch', { name: 'b' }));
    expect(onChange.mock.lastCall?.[0]).toBe(true);
  });
});
