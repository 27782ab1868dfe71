// Current Date: the date and time now, in a chosen time zone (Langflow's CurrentDateComponent).
// The agent uses it as a tool; the time zone is the tool's argument.
import { defineComponent } from '@app/engine';
import { textMessage } from '../values/message';
import { COMMON_TIMEZONES, DEFAULT_DATE_FORMAT, formatDate } from './dateFormat';

export const CurrentDate = defineComponent({
  type: 'CurrentDate',
  display_name: '当前日期',
  description: '输出指定时区的当前日期和时间。',
  documentation:
    '当前日期在运行时读取服务器时钟，输出“时区”中的当前日期和时间，常用于让模型知道今天的日期。' +
    '时区可以从列表中选择，也可以输入任意 IANA 时区名，例如 Asia/Shanghai、Europe/London 或 UTC；时区名无效时报错。' +
    '“格式”中 YYYY 表示四位年份，MM 月，DD 日，HH 小时（24 小时制），mm 分钟，ss 秒，Z 为 UTC 偏移（如 +08:00），dddd 为星期（如 星期三），' +
    '方括号中的文字原样输出，例如 [今天是] YYYY 年 MM 月 DD 日。默认格式为 YYYY-MM-DD HH:mm:ss Z dddd。' +
    '输出“当前日期”是一条消息。作为智能体的工具时，智能体可以指定时区。',
  en: {
    display_name: 'Current Date',
    description: 'Output the current date and time in a given time zone.',
    documentation:
      'Current Date reads the server\'s clock when it runs and outputs the current date and time in the "Timezone", often so that a model knows ' +
      "today's date. Choose the time zone from the list or type any IANA time zone name, such as Asia/Shanghai, Europe/London or UTC; an invalid " +
      'name fails the component. In the "Format", YYYY is the four-digit year, MM the month, DD the day, HH the hour (24-hour clock), mm the ' +
      'minutes, ss the seconds, Z the UTC offset (such as +08:00) and dddd the weekday; text in square brackets is kept as it is, for example ' +
      '[Today is] YYYY-MM-DD. The default format is YYYY-MM-DD HH:mm:ss Z dddd. The "Current Date" output is a message. As an agent\'s tool, the ' +
      'agent can choose the time zone.',
  },
  icon: 'calendar-clock',
  category: 'tools',
  inputs: [
    {
      type: 'str',
      name: 'timezone',
      display_name: '时区',
      info: 'IANA 时区名，可以从列表选择或直接输入。',
      en: { display_name: 'Timezone', info: 'An IANA time zone name; choose one from the list or type it.' },
      options: COMMON_TIMEZONES,
      combobox: true,
      value: 'Asia/Shanghai',
      tool_mode: true,
    },
    {
      type: 'str',
      name: 'format',
      display_name: '格式',
      info: 'YYYY 年、MM 月、DD 日、HH 时、mm 分、ss 秒、Z 偏移、dddd 星期，[文字] 原样输出。',
      en: { display_name: 'Format', info: 'YYYY year, MM month, DD day, HH hour, mm minute, ss second, Z offset, dddd weekday; [text] is kept as it is.' },
      value: DEFAULT_DATE_FORMAT,
      advanced: true,
    },
  ],
  outputs: [{ name: 'current_date', display_name: '当前日期', en: { display_name: 'Current Date' }, types: ['Message'], method: 'get_current_date' }],
  run(context) {
    const { timezone, format } = context.inputs;
    const text = formatDate(new Date(), timezone || 'UTC', format || DEFAULT_DATE_FORMAT);
    context.logger.log(text);
    return { current_date: textMessage(context, text) };
  },
});
