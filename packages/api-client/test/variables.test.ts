// The global variables calls (plain JSON, `{detail}` errors) and the field rules the editor and
// the variables screen share.
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  VARIABLE_FIELD_FALLBACK,
  variableFieldOptions,
  variablesByField,
  type VariableRead,
} from '../src/index';
import { serverPerTest, signedInClient } from './httpServer';

const server = serverPerTest();
const api = () => signedInClient(server());

const variable = (changes: Partial<VariableRead> = {}): VariableRead => ({
  id: 'v1',
  name: 'OPENAI_API_KEY',
  type: 'Credential',
  value: null,
  default_fields: [],
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
  ...changes,
});

describe('variables calls', () => {
  it('lists and creates under /api/v1/variables/ without an envelope', async () => {
    server().on('GET', '/api/v1/variables/', () => ({ json: [variable()] }));
    server().on('POST', '/api/v1/variables/', () => ({ status: 201, json: variable({ name: 'REGION', type: 'Generic', value: 'cn' }) }));
    const client = api();
    expect(await client.variables.list()).toEqual([variable()]);
    const created = await client.variables.create({ name: 'REGION', value: 'cn', type: 'Generic', default_fields: ['Region'] });
    expect(created.value).toBe('cn');
    const request = server().hits('POST', '/api/v1/variables/')[0]!;
    expect(JSON.parse(request.body)).toEqual({ name: 'REGION', value: 'cn', type: 'Generic', default_fields: ['Region'] });
    expect(request.headers.authorization).toBe('Bearer A1');
  });

  it('patches and deletes by the encoded id; a delete answers nothing', async () => {
    server().on('PATCH', '/api/v1/variables/v%201', () => ({ json: variable({ name: 'RENAMED' }) }));
    server().on('DELETE', '/api/v1/variables/v%201', () => ({ status: 204 }));
    const client = api();
    expect((await client.variables.update('v 1', { name: 'RENAMED' })).name).toBe('RENAMED');
    expect(JSON.parse(server().hits('PATCH', '/api/v1/variables/v%201')[0]!.body)).toEqual({ name: 'RENAMED' });
    await expect(client.variables.remove('v 1')).resolves.toBeUndefined();
    expect(server().hits('DELETE', '/api/v1/variables/v%201')).toHaveLength(1);
  });

  it('turns a refusal into an ApiError carrying the server detail', async () => {
    server().on('POST', '/api/v1/variables/', () => ({ status: 400, json: { detail: '请填写全局变量名称' } }));
    server().on('DELETE', '/api/v1/variables/gone', () => ({ status: 404, json: { detail: 'Error deleting variable' } }));
    const client = api();
    const refused = client.variables.create({ name: '', value: 'v' });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 400, detail: '请填写全局变量名称' });
    await expect(client.variables.remove('gone')).rejects.toMatchObject({ status: 404, detail: 'Error deleting variable' });
  });
});

describe('variable field rules', () => {
  const variables = [
    variable({ name: 'OPENAI_API_KEY', default_fields: ['OpenAI API Key', 'API Key'] }),
    variable({ id: 'v2', name: 'PROMPT', default_fields: ['System Message'] }),
  ];

  it('maps each default field to the variable that fills it', () => {
    expect(variablesByField(variables)).toEqual(
      new Map([
        ['OpenAI API Key', 'OPENAI_API_KEY'],
        ['API Key', 'OPENAI_API_KEY'],
        ['System Message', 'PROMPT'],
      ]),
    );
    expect(variablesByField([...variables, variable({ name: 'LATER', default_fields: ['API Key'] })]).get('API Key')).toBe('LATER');
    expect(variablesByField([variable({ default_fields: ['constructor'] })]).get('toString')).toBeUndefined();
  });

  it('offers the catalogue fields no other variable claims, plus the edited variable’s own, sorted', () => {
    const catalogue = ['Temperature', 'API Key', 'System Message', 'Base URL'];
    expect(variableFieldOptions(catalogue, variables)).toEqual(['Base URL', 'Temperature']);
    expect(variableFieldOptions(catalogue, variables, variables[0])).toEqual(['API Key', 'Base URL', 'OpenAI API Key', 'Temperature']);
  });

  it('falls back to System, System Message and System Prompt without catalogue fields', () => {
    expect(variableFieldOptions([], variables)).toEqual(['System', 'System Message', 'System Prompt']);
    expect(VARIABLE_FIELD_FALLBACK).toEqual(['System', 'System Message', 'System Prompt']);
  });
});
