// YouTube Transcripts: what is said in a YouTube video, from its captions (Langflow's
// YouTubeTranscripts, 1.1's YouTubeTranscriptsComponent), as LangChain's YoutubeLoader gives it:
// the whole text, and chunks of a set length with their start time. In tool mode an agent fills
// in the video's address.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { requireFetch } from '../shared/services';
import { createData, type Data } from '../values/data';
import { textMessage } from '../values/message';
import { baseUrlField, searchTimeoutField } from './searchService';
import { YOUTUBE_BASE_URL, transcriptVideoId, youtubeTranscript, type TranscriptSnippet } from './youtubeTranscriptApi';

/** Langflow's choice of languages to translate into, and simplified Chinese; any code YouTube offers can be typed. */
export const TRANSCRIPT_TRANSLATIONS = ['', 'zh-Hans', 'en', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'ja', 'ko', 'hi', 'ar', 'id'] as const;

/** The snippets' words, each trimmed of spaces, joined by one (as LangChain joins them). */
const joined = (snippets: readonly TranscriptSnippet[]): string => snippets.map((snippet) => snippet.text.replace(/^ +| +$/g, '')).join(' ');

/**
 * LangChain's chunks: a snippet ending past the current chunk's limit starts the next chunk, which
 * starts at that limit; a chunk with no snippet is skipped.
 */
export function transcriptChunks(snippets: readonly TranscriptSnippet[], seconds: number): Array<{ start: number; text: string }> {
  const chunks: Array<{ start: number; text: string }> = [];
  let pieces: TranscriptSnippet[] = [];
  let start = 0;
  let limit = seconds;
  for (const snippet of snippets) {
    if (snippet.start + snippet.duration > limit) {
      if (pieces.length > 0) chunks.push({ start, text: joined(pieces) });
      pieces = [];
      start = limit;
      limit += seconds;
    }
    pieces.push(snippet);
  }
  if (pieces.length > 0) chunks.push({ start, text: joined(pieces) });
  return chunks;
}

/** A chunk's start as Langflow shows it: minutes and seconds, two digits each. */
const timestamp = (start: number): string => `${String(Math.floor(start / 60)).padStart(2, '0')}:${String(Math.floor(start) % 60).padStart(2, '0')}`;

export const YouTubeTranscripts = defineComponent({
  type: 'YouTubeTranscripts',
  display_name: 'YouTube 字幕',
  description: '读取 YouTube 视频的字幕，输出全文或按时间分段的文本。',
  documentation:
    'YouTube 字幕读取“视频地址”所指 YouTube 视频的字幕，方式与 Langflow 使用的 youtube-transcript-api 相同：先打开视频页面，再向 YouTube 播放器接口查询字幕轨道，然后下载所选字幕。不需要 API 密钥。' +
    '字幕按“语言”中逗号分隔的语言代码依次查找（留空为 en），人工字幕优先于自动生成的字幕；都没有时使用英文字幕。填写“翻译语言”时由 YouTube 把字幕翻译成该语言。' +
    '输出“分段”按“分段时长（秒）”把字幕分成若干行，每行有 timestamp（分:秒）和 text；“字幕”是全文的一条消息；“字幕与来源”是一条数据，transcript 是全文，video_url 是视频地址。' +
    '“基础 URL”是 YouTube 的地址，留空时使用 https://www.youtube.com。视频地址无效、视频无法播放、没有字幕或没有所需语言的字幕、YouTube 拦截了服务器的请求、无法连接或超时时报错，错误中会写明是 YouTube 字幕出错。' +
    '作为智能体的工具时，智能体填写视频地址，得到字幕全文。',
  en: {
    display_name: 'YouTube Transcripts',
    description: 'Read the captions of a YouTube video as the whole text or in timed chunks.',
    documentation:
      'YouTube Transcripts reads the captions of the YouTube video at "Video URL" the way the youtube-transcript-api library Langflow uses does: it ' +
      "opens the video's page, asks YouTube's player for the caption tracks, and downloads the one chosen. It needs no API key. The captions are " +
      'looked up by the comma-separated language codes in "Language" in turn (en when empty), written captions before generated ones, and the ' +
      'English ones when none of those is there. With a "Translation Language", YouTube translates them into it. The "Chunks" output splits the ' +
      'captions into rows of "Chunk Size (seconds)", each with a timestamp (minutes:seconds) and its text; "Transcript" is the whole text as one ' +
      'message; "Transcript + Source" is one Data with the whole text as transcript and the address as video_url. "Base URL" is the address of ' +
      'YouTube, https://www.youtube.com when empty. An invalid address, an unplayable video, no captions or none in the languages asked for, ' +
      "YouTube blocking the server's requests, a failed connection or a timeout fails the component with an error naming YouTube Transcripts. As " +
      "an agent's tool, the agent fills in the video's address and gets the whole text.",
  },
  icon: 'youtube',
  category: 'tools',
  inputs: [
    {
      type: 'str',
      name: 'url',
      display_name: '视频地址',
      info: '要读取字幕的 YouTube 视频地址。',
      en: { display_name: 'Video URL', info: 'The address of the YouTube video to read the captions of.' },
      input_types: ['Message'],
      multiline: true,
      tool_mode: true,
      required: true,
    },
    {
      type: 'int',
      name: 'chunk_size_seconds',
      display_name: '分段时长（秒）',
      info: '“分段”输出中每段字幕的时长。',
      en: { display_name: 'Chunk Size (seconds)', info: 'How many seconds of captions each row of "Chunks" holds.' },
      value: 60,
      range_spec: { min: 1, max: 86400, step: 1 },
    },
    {
      type: 'str',
      name: 'language',
      display_name: '语言',
      info: '按优先顺序排列、用逗号分隔的字幕语言代码，例如 zh-Hans,en；留空为 en。',
      en: { display_name: 'Language', info: 'Caption language codes in order of preference, separated by commas, such as de,en; empty is en.' },
      value: '',
      advanced: true,
    },
    {
      type: 'str',
      name: 'translation',
      display_name: '翻译语言',
      info: '让 YouTube 把字幕翻译成这种语言（可填写 YouTube 支持的任一语言代码）；留空不翻译。',
      en: { display_name: 'Translation Language', info: 'Have YouTube translate the captions into this language (any language code YouTube offers); empty for none.' },
      options: TRANSCRIPT_TRANSLATIONS,
      combobox: true,
      value: '',
      advanced: true,
    },
    baseUrlField('YouTube', YOUTUBE_BASE_URL),
    searchTimeoutField(60),
  ],
  outputs: [
    { name: 'dataframe', display_name: '分段', en: { display_name: 'Chunks' }, types: ['DataFrame'], method: 'get_dataframe_output', tool_mode: false },
    { name: 'message', display_name: '字幕', en: { display_name: 'Transcript' }, types: ['Message'], method: 'get_message_output' },
    { name: 'data_output', display_name: '字幕与来源', en: { display_name: 'Transcript + Source' }, types: ['Data'], method: 'get_data_output', tool_mode: false },
  ],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const url = inputs.url.trim();
    const videoId = transcriptVideoId(url);
    if (videoId === undefined) throw componentError('YOUTUBE_TRANSCRIPTS_URL_INVALID', { url });
    const languages = inputs.language.split(',').map((code) => code.trim()).filter((code) => code !== '');
    const snippets = await youtubeTranscript(fetch, { ...inputs, videoId, languages: languages.length > 0 ? languages : ['en'] }, signal);
    const text = joined(snippets);
    const chunks: Data[] = transcriptChunks(snippets, inputs.chunk_size_seconds).map((chunk) => createData({ timestamp: timestamp(chunk.start), text: chunk.text }));
    logger.log(`YouTube：${videoId} → ${snippets.length} 段字幕`);
    return { dataframe: chunks, message: textMessage(context, text), data_output: createData({ transcript: text, video_url: url }, 'transcript') };
  },
});
