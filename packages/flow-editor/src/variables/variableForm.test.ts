import { VariableType } from '@app/api-client';
import { describe, expect, it } from 'vitest';
import { emptyVariableForm, toVariableCreate, toVariableUpdate, validateVariableForm, variableFormOf } from './variableForm';

const credential = {
  id: 'v1',
  name: 'KEY',
  type: VariableType.CREDENTIAL,
  value: null,
  default_fields: ['System'],
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

describe('variable form', () => {
  it('requires a name and a value when creating', () => {
    expect(validateVariableForm({ ...emptyVariableForm(), name: '  ' }, false)).toEqual({ name: '请填写全局变量名称', value: '请填写全局变量值' });
  });

  it('lets a credential edit keep its value but not a generic one', () => {
    expect(validateVariableForm(variableFormOf(credential), true)).toEqual({});
    expect(validateVariableForm({ ...variableFormOf(credential), type: VariableType.GENERIC }, true)).toEqual({ value: '请填写全局变量值' });
  });

  it('sends the type on create, never on update, and leaves an empty value out', () => {
    const values = { type: VariableType.GENERIC, name: ' greeting ', value: 'hi', defaultFields: [' System ', 'System', ''] };
    expect(toVariableCreate(values)).toEqual({ name: 'greeting', value: 'hi', type: 'Generic', default_fields: ['System'] });
    expect(toVariableUpdate({ ...values, value: '' })).toEqual({ name: 'greeting', default_fields: ['System'] });
  });
});
