// AssemblyAI Start Transcript (Langflow's AssemblyAITranscriptionJobCreator): the owner's uploaded
// audio file (or an audio URL) handed to AssemblyAI for transcription, through the server's
// guarded fetch; its output, the job's id, goes on to AssemblyAI Poll Transcript.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { requireFetch, requireFiles } from '../shared/services';
import { createData } from '../values/data';
import { createTranscript, uploadAudio, type AssemblyAiCall } from './assemblyAiApi';
import { assemblyAiBaseUrlField, assemblyAiKeyField, assemblyAiTimeoutField } from './assemblyAiFields';

/** The audio and video types AssemblyAI transcribes, as Langflow's file field lists them. */
export const ASSEMBLYAI_FILE_TYPES = [
  '3ga', '8svx', 'aac', 'ac3', 'aif', 'aiff', 'alac', 'amr', 'ape', 'au', 'dss', 'flac', 'flv', 'm4a', 'm4b', 'm4p', 'm4r', 'mp3', 'mpga', 'ogg', 'oga',
  'mogg', 'opus', 'qcp', 'tta', 'voc', 'wav', 'wma', 'wv', 'webm', 'mts', 'm2ts', 'ts', 'mov', 'mp2', 'mp4', 'm4v', 'mxf',
] as const;

/** Langflow's "Expected Number of Speakers" is text: empty is none, anything else a whole number. */
function expectedSpeakers(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const count = Number(text.trim());
  if (!Number.isInteger(count) || count < 1) throw componentError('ASSEMBLYAI_SPEAKERS_INVALID', { value: text.trim() });
  return count;
}

export const AssemblyAIStartTranscript = defineComponent({
  type: 'AssemblyAITranscriptionJobCreator',
  display_name: 'AssemblyAI 开始转写',
  description: '把上传的音频文件交给 AssemblyAI 转写成文字，输出转写任务的编号。',
  documentation:
    'AssemblyAI 开始转写把“音频文件”中上传的音频或视频（或“音频地址”指向的公开文件）交给 AssemblyAI 转写（需要 AssemblyAI 的 API 密钥，可选凭证类型的全局变量，例如 ASSEMBLYAI_API_KEY）。' +
    '上传的文件先由服务器上传到 AssemblyAI；两者都填写时使用文件。输出“转写任务编号”是一条数据，字段 transcript_id 是任务编号，连接到“AssemblyAI 获取转写结果”等待转写完成。' +
    '“语音模型”选 best 更准确，nano 更便宜；“说话人识别”区分不同的说话人，“预计说话人数”可以帮助识别；“语言”填写语言代码（例如 zh、en），开启“自动识别语言”时可以留空。' +
    '“基础 URL”是 AssemblyAI 接口的地址，留空时使用 https://api.assemblyai.com。缺少密钥、没有音频、AssemblyAI 拒绝请求、无法连接或超时时报错，错误中会写明是 AssemblyAI 出错。',
  en: {
    display_name: 'AssemblyAI Start Transcript',
    description: 'Hand an uploaded audio file to AssemblyAI for transcription and output the job’s id.',
    documentation:
      'AssemblyAI Start Transcript hands the audio or video uploaded in "Audio File" (or the public file at "Audio File URL") to AssemblyAI for ' +
      'transcription (it needs an AssemblyAI API key, or a global variable of type credential such as ASSEMBLYAI_API_KEY). An uploaded file is ' +
      'first uploaded to AssemblyAI by the server; with both set, the file is used. The "Transcript ID" output is a Data whose transcript_id is ' +
      'the job’s id; connect it to AssemblyAI Poll Transcript to wait for the text. The "best" speech model is more accurate, "nano" cheaper; ' +
      '"Enable Speaker Labels" tells speakers apart, helped by "Expected Number of Speakers"; "Language" takes a language code (such as en), ' +
      'and may stay empty with "Automatic Language Detection" on. "Base URL" is the address of the AssemblyAI API, https://api.assemblyai.com ' +
      'when empty. A missing key, no audio, a request AssemblyAI refuses, a failed connection or a timeout fails the component with an error ' +
      'naming AssemblyAI.',
  },
  icon: 'AudioLines',
  category: 'data',
  inputs: [
    assemblyAiKeyField,
    {
      type: 'file',
      name: 'audio_file',
      display_name: '音频文件',
      info: '要转写的音频或视频文件。',
      en: { display_name: 'Audio File', info: 'The audio file to transcribe.' },
      fileTypes: ASSEMBLYAI_FILE_TYPES,
      value: '',
    },
    {
      type: 'str',
      name: 'audio_file_url',
      display_name: '音频地址',
      info: '要转写的公开音频文件地址（可代替上传的文件），由 AssemblyAI 直接读取。',
      en: { display_name: 'Audio File URL', info: 'The URL of a public audio file to transcribe (instead of a file), read by AssemblyAI itself.' },
      input_types: ['Message'],
      value: '',
      advanced: true,
    },
    {
      type: 'str',
      name: 'speech_model',
      display_name: '语音模型',
      info: 'best 更准确，nano 更便宜。',
      en: { display_name: 'Speech Model', info: 'The speech model to use for the transcription.' },
      options: ['best', 'nano'],
      value: 'best',
      advanced: true,
    },
    {
      type: 'bool',
      name: 'language_detection',
      display_name: '自动识别语言',
      info: '由 AssemblyAI 识别音频的语言。',
      en: { display_name: 'Automatic Language Detection', info: 'Enable automatic language detection.' },
      value: false,
      advanced: true,
    },
    {
      type: 'str',
      name: 'language_code',
      display_name: '语言',
      info: '音频的语言代码（例如 zh、en）；关闭自动识别语言时可以手动填写。',
      en: { display_name: 'Language', info: 'The language code of the audio (such as en); can be set when automatic language detection is off.' },
      input_types: ['Message'],
      value: '',
      advanced: true,
    },
    {
      type: 'bool',
      name: 'speaker_labels',
      display_name: '说话人识别',
      info: '区分音频中的不同说话人。',
      en: { display_name: 'Enable Speaker Labels', info: 'Enable speaker diarization.' },
      value: false,
    },
    {
      type: 'str',
      name: 'speakers_expected',
      display_name: '预计说话人数',
      info: '可选：音频中预计的说话人数（一个整数）。',
      en: { display_name: 'Expected Number of Speakers', info: 'Set the expected number of speakers (optional, enter a number).' },
      input_types: ['Message'],
      value: '',
      advanced: true,
    },
    {
      type: 'bool',
      name: 'punctuate',
      display_name: '自动标点',
      info: '为转写文字加上标点。',
      en: { display_name: 'Punctuate', info: 'Enable automatic punctuation.' },
      value: true,
      advanced: true,
    },
    {
      type: 'bool',
      name: 'format_text',
      display_name: '格式化文本',
      info: '规范转写文字的大小写和数字等格式。',
      en: { display_name: 'Format Text', info: 'Enable text formatting.' },
      value: true,
      advanced: true,
    },
    assemblyAiTimeoutField(600),
    assemblyAiBaseUrlField,
  ],
  outputs: [{ name: 'transcript_id', display_name: '转写任务编号', en: { display_name: 'Transcript ID' }, types: ['Data'], method: 'create_transcription_job' }],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const apiKey = inputs.api_key.trim();
    if (apiKey === '') throw componentError('ASSEMBLYAI_API_KEY_MISSING');
    const path = inputs.audio_file.trim();
    const audioUrl = inputs.audio_file_url.trim();
    if (path === '' && audioUrl === '') throw componentError('ASSEMBLYAI_AUDIO_NONE');
    const settings = { ...inputs, language_code: inputs.language_code.trim(), speakers_expected: expectedSpeakers(inputs.speakers_expected) };
    const call: AssemblyAiCall = { fetch: requireFetch(services, context.displayName), apiKey, baseUrl: inputs.base_url, deadline: Date.now() + inputs.timeout * 1000, signal };
    let source = audioUrl;
    if (path !== '') {
      if (audioUrl !== '') logger.log('同时填写了音频文件和音频地址，使用音频文件。');
      let stored;
      try {
        stored = await requireFiles(services, context.displayName).read(path, { signal });
      } catch (error) {
        throw componentError('FILE_UNREADABLE', { name: path, detail: error instanceof Error ? error.message : String(error) });
      }
      source = await uploadAudio(call, stored.bytes);
      logger.log(`AssemblyAI：已上传 ${stored.name}`);
    }
    const transcriptId = await createTranscript(call, source, settings);
    return { transcript_id: createData({ transcript_id: transcriptId }) };
  },
});
