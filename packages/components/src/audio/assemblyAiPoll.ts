// AssemblyAI Poll Transcript (Langflow's AssemblyAITranscriptionJobPoller): the job Start
// Transcript created, read every polling interval until AssemblyAI has transcribed it; the run's
// stop and the timeout end the wait.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { requireFetch } from '../shared/services';
import { isData } from '../values/data';
import { awaitTranscript } from './assemblyAiApi';
import { assemblyAiBaseUrlField, assemblyAiKeyField, assemblyAiTimeoutField } from './assemblyAiFields';

/** The job's id from Start Transcript's Data (or a text holding it). */
function transcriptIdOf(value: unknown): string {
  const id = isData(value) ? value.data.transcript_id : value;
  return typeof id === 'string' ? id.trim() : '';
}

export const AssemblyAIPollTranscript = defineComponent({
  type: 'AssemblyAITranscriptionJobPoller',
  display_name: 'AssemblyAI 获取转写结果',
  description: '等待 AssemblyAI 完成转写任务，输出转写的文字和说话人片段。',
  documentation:
    'AssemblyAI 获取转写结果按“轮询间隔”反复查询“转写任务编号”（连接“AssemblyAI 开始转写”的输出）的状态，直到 AssemblyAI 完成转写（需要 AssemblyAI 的 API 密钥，可选凭证类型的全局变量，例如 ASSEMBLYAI_API_KEY）。' +
    '输出“转写结果”是一条数据：text 是转写的全文，utterances 是开启说话人识别时每位说话人的片段，id 是任务编号，其余字段是 AssemblyAI 返回的其他信息（如 audio_duration、confidence）。可以连接解析器取出文字。' +
    '停止运行会立即结束等待；超过“超时”仍未完成、转写失败、AssemblyAI 拒绝请求或无法连接时报错，错误中会写明是 AssemblyAI 出错。“基础 URL”是 AssemblyAI 接口的地址，留空时使用 https://api.assemblyai.com。',
  en: {
    display_name: 'AssemblyAI Poll Transcript',
    description: 'Wait for AssemblyAI to finish a transcription job and output the text and the speakers’ turns.',
    documentation:
      'AssemblyAI Poll Transcript reads the status of the "Transcript ID" (connect AssemblyAI Start Transcript’s output) every "Polling ' +
      'Interval" until AssemblyAI has transcribed it (it needs an AssemblyAI API key, or a global variable of type credential such as ' +
      'ASSEMBLYAI_API_KEY). The "Transcription Result" output is a Data: text is the whole transcript, utterances each speaker’s turns when ' +
      'speaker labels are on, id the job’s id, and the other fields the rest of AssemblyAI’s answer (such as audio_duration and confidence); ' +
      'a Parser can take the text from it. Stopping the run ends the wait at once; a job not done within the "Timeout", a failed ' +
      'transcription, a request AssemblyAI refuses or a failed connection fails the component with an error naming AssemblyAI. "Base URL" is ' +
      'the address of the AssemblyAI API, https://api.assemblyai.com when empty.',
  },
  icon: 'AudioLines',
  category: 'data',
  inputs: [
    assemblyAiKeyField,
    {
      type: 'other',
      name: 'transcript_id',
      display_name: '转写任务编号',
      info: '“AssemblyAI 开始转写”输出的转写任务。',
      en: { display_name: 'Transcript ID', info: 'The ID of the transcription job to poll.' },
      input_types: ['Data'],
      required: true,
    },
    {
      type: 'float',
      name: 'polling_interval',
      display_name: '轮询间隔（秒）',
      info: '两次查询转写状态之间等待的秒数。',
      en: { display_name: 'Polling Interval', info: 'The polling interval in seconds.' },
      value: 3,
      range_spec: { min: 0.5, max: 30, step: 0.5 },
      advanced: true,
    },
    assemblyAiTimeoutField(1800),
    assemblyAiBaseUrlField,
  ],
  outputs: [{ name: 'transcription_result', display_name: '转写结果', en: { display_name: 'Transcription Result' }, types: ['Data'], method: 'poll_transcription_job' }],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const apiKey = inputs.api_key.trim();
    if (apiKey === '') throw componentError('ASSEMBLYAI_API_KEY_MISSING');
    const id = transcriptIdOf(inputs.transcript_id);
    if (id === '') throw componentError('ASSEMBLYAI_TRANSCRIPT_ID_NONE');
    const call = { fetch: requireFetch(services, context.displayName), apiKey, baseUrl: inputs.base_url, deadline: Date.now() + inputs.timeout * 1000, signal };
    const transcription_result = await awaitTranscript(call, id, Math.max(0.5, inputs.polling_interval) * 1000);
    logger.log(`AssemblyAI：转写 ${id} 已完成`);
    return { transcription_result };
  },
});
