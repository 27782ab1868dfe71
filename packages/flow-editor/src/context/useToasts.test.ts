import { ApiError, ErrorCode } from '@app/api-client';
import { createI18n } from '@app/i18n';
import { describe, expect, it } from 'vitest';
import { serverDetail } from './useToasts';

describe('serverDetail', () => {
  const refused = new ApiError({ status: 400, path: '/api/v1/flows/x', code: ErrorCode.PARAMETER_ERROR, params: { fields: 'id' }, detail: '✖ Invalid UUID\n  → at id', message: '✖ Invalid UUID' });

  it('words a request the server refused by code and field in the user’s language, not the schema’s English', () => {
    expect(serverDetail(refused, createI18n('zh'))).toBe('参数错误：id');
    expect(serverDetail(refused, createI18n('en'))).toBe('Invalid parameters: id');
  });

  it('shows the server’s own detail otherwise, and nothing the client made up', () => {
    const zh = createI18n('zh');
    expect(serverDetail(new ApiError({ status: 400, path: '/api/v1/flows/', detail: '名称已存在', message: '名称已存在' }), zh)).toBe('名称已存在');
    expect(serverDetail(new ApiError({ status: 500, path: '/api/v1/flows/', message: 'HTTP 500' }), zh)).toBeUndefined();
    expect(serverDetail(new Error('boom'), zh)).toBeUndefined();
  });
});
