// The fields both AssemblyAI components have: the key, the service's address and how long the
// work may take in all.
import type { InputDefinition } from '@app/engine';
import { apiKeyField } from '../models/modelFields';
import { baseUrlField } from '../tools/searchService';
import { ASSEMBLYAI_BASE_URL } from './assemblyAiApi';

export const assemblyAiKeyField = apiKeyField(
  'api_key',
  'AssemblyAI 的 API 密钥（在 assemblyai.com 获取），或一个凭证类型的全局变量（如 ASSEMBLYAI_API_KEY）。',
  'Your AssemblyAI API key (from assemblyai.com), or a global variable of type credential such as ASSEMBLYAI_API_KEY.',
);

export const assemblyAiBaseUrlField = baseUrlField('AssemblyAI', ASSEMBLYAI_BASE_URL);

/** The advanced field for the time the component's whole exchange with AssemblyAI may take, in seconds. */
export function assemblyAiTimeoutField(seconds: number) {
  return {
    type: 'int',
    name: 'timeout',
    display_name: '超时（秒）',
    info: '与 AssemblyAI 的全部请求（含上传或等待转写完成）最多用时。',
    en: { display_name: 'Timeout (s)', info: 'The longest time all requests to AssemblyAI may take together (the upload, or the wait for the transcript).' },
    value: seconds,
    range_spec: { min: 1, max: 7200, step: 1 },
    advanced: true,
  } as const satisfies InputDefinition;
}
