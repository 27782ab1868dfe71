// YouTube Comments: a video's comments as a table through the YouTube Data API v3 (Langflow's
// YouTubeCommentsComponent), through the server's guarded fetch. In tool mode an agent fills in
// the video's address.
import { defineComponent } from '@app/engine';
import { componentError } from '../messages';
import { apiKeyField } from '../models/modelFields';
import { requireFetch } from '../shared/services';
import { baseUrlField, searchTimeoutField } from './searchService';
import { YOUTUBE_COMMENT_ORDERS, YOUTUBE_DATA_BASE_URL, youtubeComments } from './youtubeCommentsApi';

export const YouTubeComments = defineComponent({
  type: 'YouTubeCommentsComponent',
  display_name: 'YouTube 评论',
  description: '通过 YouTube Data API 读取视频的评论，输出为数据表。',
  documentation:
    'YouTube 评论用 YouTube Data API v3 读取“视频地址”所指视频的评论（需要 Google Cloud 中开通 YouTube Data API v3 的 API 密钥，可选凭证类型的全局变量，例如 YOUTUBE_API_KEY）。' +
    '视频地址可以是 watch、shorts、embed 或 youtu.be 形式，也可以直接填写视频 ID。按“排序方式”（relevance 相关度或 time 时间）读取前“最大结果数”个评论串，需要时自动翻页。' +
    '输出“评论”每条评论一行：video_id、video_url、comment_id、parent_comment_id、is_reply、author、author_channel_url、text（评论文字）、published_at、updated_at；' +
    '开启“包含指标”时另有 like_count 和 reply_count；开启“包含回复”时，评论的回复（YouTube 随评论串返回的那些）紧跟在评论之后，is_reply 为 true。' +
    '“基础 URL”是 YouTube Data API 的地址，留空时使用 https://www.googleapis.com/youtube/v3。缺少密钥、YouTube 拒绝请求（例如视频关闭了评论、额度用完或视频不存在）、' +
    '无法连接或超时时报错，错误中会写明是 YouTube 评论出错。作为智能体的工具时，智能体填写视频地址。',
  en: {
    display_name: 'YouTube Comments',
    description: "Read a video's comments through the YouTube Data API as a table.",
    documentation:
      'YouTube Comments reads the comments of the video at "Video URL" with the YouTube Data API v3 (it needs an API key of a Google Cloud project ' +
      'with the YouTube Data API v3 enabled, or a global variable of type credential such as YOUTUBE_API_KEY). The address can be a watch, shorts, ' +
      'embed or youtu.be address, or the video id itself. It reads the first "Max Results" comment threads in the "Sort By" order (relevance or ' +
      'time), turning pages as needed. The "Comments" output has one row per comment: video_id, video_url, comment_id, parent_comment_id, is_reply, ' +
      'author, author_channel_url, text (the comment), published_at and updated_at; with "Include Metrics" on also like_count and reply_count; with ' +
      '"Include Replies" on, the replies YouTube sends with a thread follow their comment, with is_reply true. "Base URL" is the address of the ' +
      'YouTube Data API, https://www.googleapis.com/youtube/v3 when empty. A missing key, a request YouTube refuses (such as comments turned off, a ' +
      'used-up quota or an unknown video), a failed connection or a timeout fails the component with an error naming YouTube Comments. As an ' +
      "agent's tool, the agent fills in the video's address.",
  },
  icon: 'youtube',
  category: 'tools',
  inputs: [
    {
      type: 'str',
      name: 'video_url',
      display_name: '视频地址',
      info: '要读取评论的 YouTube 视频地址。',
      en: { display_name: 'Video URL', info: 'The address of the YouTube video to read the comments of.' },
      input_types: ['Message'],
      tool_mode: true,
      required: true,
    },
    apiKeyField('api_key', 'YouTube Data API 的 API 密钥，或一个凭证类型的全局变量。', 'The YouTube Data API key, or a global variable of type credential.'),
    {
      type: 'int',
      name: 'max_results',
      display_name: '最大结果数',
      info: '最多读取多少个评论串。',
      en: { display_name: 'Max Results', info: 'The most comment threads read.' },
      value: 20,
      range_spec: { min: 1, max: 10000, step: 1 },
    },
    {
      type: 'str',
      name: 'sort_by',
      display_name: '排序方式',
      info: '按相关度（relevance）或时间（time）排序。',
      en: { display_name: 'Sort By', info: 'Sort the comments by relevance or by time.' },
      options: YOUTUBE_COMMENT_ORDERS,
      value: 'relevance',
    },
    {
      type: 'bool',
      name: 'include_replies',
      display_name: '包含回复',
      info: '同时输出评论的回复。',
      en: { display_name: 'Include Replies', info: 'Also output the replies to the comments.' },
      value: false,
      advanced: true,
    },
    {
      type: 'bool',
      name: 'include_metrics',
      display_name: '包含指标',
      info: '输出点赞数和回复数。',
      en: { display_name: 'Include Metrics', info: 'Output the like count and the reply count.' },
      value: true,
      advanced: true,
    },
    baseUrlField('YouTube Data', YOUTUBE_DATA_BASE_URL),
    searchTimeoutField(60),
  ],
  outputs: [{ name: 'comments', display_name: '评论', en: { display_name: 'Comments' }, types: ['DataFrame'], method: 'get_video_comments' }],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const fetch = requireFetch(services, context.displayName);
    const apiKey = inputs.api_key.trim();
    if (apiKey === '') throw componentError('YOUTUBE_COMMENTS_API_KEY_MISSING');
    const videoUrl = inputs.video_url.trim();
    if (videoUrl === '') throw componentError('YOUTUBE_COMMENTS_VIDEO_URL_NONE');
    const comments = await youtubeComments(fetch, { ...inputs, api_key: apiKey, video_url: videoUrl }, signal);
    logger.log(`YouTube：${videoUrl} → ${comments.length} 条评论`);
    return { comments };
  },
});
