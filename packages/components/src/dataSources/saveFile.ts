// Save File: a message, a Data or a DataFrame written as a file among the flow owner's own files
// (我的文件), as Langflow's SaveToFile does with its Local storage since 1.5. The file's name is
// only its display name: the server makes the path, so a name can never point anywhere else.
import { defineComponent, isChatMessage } from '@app/engine';
import { componentError, withCauses, type ComponentError } from '../messages';
import { requireFiles } from '../shared/services';
import { isData, toData, type Data } from '../values/data';
import { dataFrameColumns, dataFrameMarkdown } from '../values/dataFrame';
import { textMessage } from '../values/message';
import { valueToText } from '../values/text';

export const SAVE_FORMATS = ['json', 'csv', 'markdown', 'txt'] as const;
type SaveFormat = (typeof SAVE_FORMATS)[number];

/** The code of the server file service's refusal (its fileServiceMessages) when the owner's files take their whole quota. */
const FILES_FULL = 'USER_FILES_FULL';

type Content = { kind: 'Message'; text: string } | { kind: 'Data'; data: Data } | { kind: 'DataFrame'; rows: Data[] };

/** Langflow's allowed formats: a message as text, JSON or Markdown; tables and Data as CSV, JSON or Markdown. */
const ALLOWED: Record<Content['kind'], readonly SaveFormat[]> = { Message: ['txt', 'json', 'markdown'], Data: ['csv', 'json', 'markdown'], DataFrame: ['csv', 'json', 'markdown'] };

function contentOf(value: unknown): Content {
  if (Array.isArray(value)) return { kind: 'DataFrame', rows: value.flat().map(toData) };
  if (isData(value)) return { kind: 'Data', data: value };
  return { kind: 'Message', text: isChatMessage(value) ? value.text : valueToText(value) };
}

/** The name without folders (a 1.2–1.4 file path) and without the format's own extension, which is added back. */
export function savedFileName(name: string, format: SaveFormat): string {
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base.toLowerCase().endsWith(`.${format}`) ? base.slice(0, -format.length - 1) : base;
}

const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : valueToText(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** pandas' to_csv without the index: a header row, then one line per row. */
function csvText(rows: readonly Data[]): string {
  const columns = dataFrameColumns(rows);
  return [columns, ...rows.map((row) => columns.map((column) => row.data[column]))].map((cells) => `${cells.map(csvCell).join(',')}\n`).join('');
}

function fileText(content: Content, format: SaveFormat): string {
  if (content.kind === 'Message') {
    if (format === 'json') return JSON.stringify({ message: content.text }, null, 2);
    return format === 'markdown' ? `**Message:**\n\n${content.text}` : content.text;
  }
  if (format === 'json') return JSON.stringify(content.kind === 'Data' ? content.data.data : content.rows.map((row) => row.data), null, 2);
  const rows = content.kind === 'Data' ? [content.data] : content.rows;
  return format === 'csv' ? csvText(rows) : dataFrameMarkdown(rows);
}

/** The file service's refusal, which the server words by its code: the owner's files full, or why this file was refused. */
function saveFailure(error: unknown, name: string, component: string): ComponentError {
  const { code, params } = (error ?? {}) as { code?: unknown; params?: { limit_mb?: unknown } };
  if (code === FILES_FULL) return componentError('SAVE_FILE_QUOTA_EXCEEDED', { component, name, limit_mb: String(params?.limit_mb ?? '') });
  const failure = componentError('SAVE_FILE_FAILED', { name, detail: error instanceof Error ? error.message : String(error) });
  // A coded refusal travels along, so the client words the detail in the user's language too.
  return error instanceof Error ? withCauses(failure, { detail: error }) : failure;
}

export const SaveFile = defineComponent({
  type: 'SaveToFile',
  display_name: '保存文件',
  description: '把消息、数据或数据表保存为“我的文件”中的一个文件。',
  documentation:
    '保存文件把输入的内容写成一个文件，放进流程所有者的“我的文件”，之后可以在文件页面下载，或在文件组件中选用。' +
    '消息可保存为 txt（正文）、json（{"message": 正文}）或 markdown；数据和数据表可保存为 csv（第一行是列名）、json 或 markdown 表格。' +
    '“文件名”不含扩展名，扩展名按格式添加；名称中的文件夹部分会被去掉，重名时自动编号。' +
    '输出是一条消息，写明保存后的文件名和文件路径。格式与输入类型不相配、文件名为空、超过上传大小上限，或流程所有者的文件已达到存储空间上限时报错。',
  en: {
    display_name: 'Save File',
    description: 'Save a message, Data or a DataFrame as a file in My Files.',
    documentation:
      "Save File writes its input as a file into the flow owner's My Files, where it can be downloaded from the files page or chosen in a File " +
      'component. A message can be saved as txt (its text), json ({"message": text}) or markdown; Data and DataFrames as csv (column names on the ' +
      'first line), json or a markdown table. The "File Name" has no extension: the format adds it; folders in the name are dropped, and a taken ' +
      'name is numbered. The output is a message giving the saved file\'s name and path. A format that does not suit the input, an empty file ' +
      'name, a file larger than the upload limit or owner files that take their whole storage quota fail the component.',
  },
  icon: 'file-text',
  category: 'data',
  inputs: [
    {
      type: 'other',
      name: 'input',
      display_name: '文件内容',
      info: '要保存的消息、数据或数据表。',
      en: { display_name: 'File Content', info: 'The message, Data or DataFrame to save.' },
      input_types: ['Data', 'DataFrame', 'Message'],
      required: true,
    },
    {
      type: 'str',
      name: 'file_name',
      display_name: '文件名',
      info: '保存的文件名，不含扩展名。',
      en: { display_name: 'File Name', info: 'The name the file is saved as, without extension.' },
      required: true,
      tool_mode: true,
      value: '',
    },
    {
      type: 'str',
      name: 'local_format',
      display_name: '文件格式',
      info: '消息可选 txt、json、markdown；数据和数据表可选 csv、json、markdown。',
      en: { display_name: 'File Format', info: 'txt, json or markdown for a message; csv, json or markdown for Data and DataFrames.' },
      options: SAVE_FORMATS,
      value: 'json',
    },
  ],
  outputs: [{ name: 'message', display_name: '文件路径', en: { display_name: 'File Path' }, types: ['Message'], method: 'save_to_file' }],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const files = requireFiles(services, context.displayName);
    const format = inputs.local_format as SaveFormat;
    const content = contentOf(inputs.input);
    if (!ALLOWED[content.kind].includes(format)) throw componentError('SAVE_FORMAT_INVALID', { format, kind: content.kind, allowed: ALLOWED[content.kind].join(', ') });
    const name = savedFileName(inputs.file_name, format);
    if (name === '') throw componentError('SAVE_FILE_NAME_MISSING');
    if (!files.save) throw componentError('FILES_UNAVAILABLE', { component: context.displayName });
    const fileName = `${name}.${format}`;
    let saved;
    try {
      saved = await files.save({ name: fileName, bytes: new TextEncoder().encode(fileText(content, format)) }, { signal });
    } catch (error) {
      throw saveFailure(error, fileName, context.displayName);
    }
    logger.log(`已保存 ${saved.name}`);
    return { message: textMessage(context, `${content.kind} saved successfully as '${saved.name}' at ${saved.path}`) };
  },
});
