// File: the text of uploaded files (Langflow's File component), read through the server's file
// service by the server paths the file field holds.
import { defineComponent, isChatMessage, type FileService } from '@app/engine';
import { ComponentError, componentError } from '../messages';
import { unescapeSeparator } from '../shared/escapes';
import { requireFiles } from '../shared/services';
import { createData, isData, type Data } from '../values/data';
import { textMessage } from '../values/message';
import { DOCUMENT_EXTENSIONS, documentText, extensionOf, isDocumentExtension } from './documentText';

/** A connected value naming a stored file: a Data's file_path, a message's text, a text. */
function connectedPath(value: unknown): string {
  if (isData(value)) return typeof value.data.file_path === 'string' ? value.data.file_path : '';
  if (isChatMessage(value)) return value.text;
  return typeof value === 'string' ? value : '';
}

/** One file as Data: its text beside its path, name and type. */
async function loadFile(files: FileService, path: string, signal: AbortSignal): Promise<Data> {
  let stored;
  try {
    stored = await files.read(path, { signal });
  } catch (error) {
    throw componentError('FILE_UNREADABLE', { name: path, detail: error instanceof Error ? error.message : String(error) });
  }
  const extension = extensionOf(stored.name) || extensionOf(path);
  if (!isDocumentExtension(extension)) throw componentError('FILE_UNSUPPORTED_TYPE', { name: stored.name, supported: DOCUMENT_EXTENSIONS.join(', ') });
  const text = await documentText({ name: stored.name, bytes: stored.bytes, extension });
  return createData({ text, file_path: path, file_name: stored.name, file_type: extension });
}

export const FileComponent = defineComponent({
  type: 'File',
  display_name: '文件',
  description: '读取上传的文件，输出其中的文本。',
  documentation:
    '文件组件读取上传到服务器的文件并提取其中的文本，支持 txt、md、mdx、csv、json、yaml、yml、xml、html、htm、pdf 和 docx。' +
    '在“文件”中上传一个或多个文件，或把上游组件给出的服务器文件路径（数据的 file_path 字段或消息文本）连接到“文件路径”。' +
    '文本文件按 UTF-8 读取，不是合法 UTF-8 时按 GB18030（兼容 GBK）读取；HTML 只保留正文文字；PDF 逐页提取文字（扫描件没有文字层，读不出内容）；' +
    'Word 文档读取 docx 格式的正文；JSON 文件必须是合法的 JSON。' +
    '输出“文件内容”为每个文件一条数据，字段 text 是文本，file_path、file_name、file_type 是服务器路径、文件名和类型，可以连接文本分割或解析器；' +
    '输出“原始内容”是把所有文件的文本用“分隔符”连接成的一条消息。类型不支持或文件无法读取时报错；开启“忽略错误”后跳过这些文件，只在日志中记录。',
  icon: 'file-text',
  category: 'data',
  inputs: [
    {
      type: 'file',
      name: 'path',
      display_name: '文件',
      info: `要读取的文件，支持：${DOCUMENT_EXTENSIONS.join('、')}。`,
      fileTypes: DOCUMENT_EXTENSIONS,
      list: true,
    },
    {
      type: 'other',
      name: 'file_path',
      display_name: '文件路径',
      info: '上游给出的服务器文件路径：数据的 file_path 字段或消息的文本。',
      input_types: ['Data', 'Message'],
      list: true,
      advanced: true,
    },
    { type: 'str', name: 'separator', display_name: '分隔符', info: '“原始内容”中各文件文本之间的分隔符，\\n 表示换行。', value: '\n\n', advanced: true },
    { type: 'bool', name: 'silent_errors', display_name: '忽略错误', info: '跳过无法读取的文件，而不是报错。', value: false, advanced: true },
  ],
  outputs: [
    { name: 'dataframe', display_name: '文件内容', types: ['DataFrame'], method: 'load_files' },
    { name: 'message', display_name: '原始内容', types: ['Message'], method: 'load_files_message' },
  ],
  async run(context) {
    const { inputs, services, signal, logger } = context;
    const paths = [...(inputs.path ?? []), ...(inputs.file_path ?? []).map(connectedPath)].filter((path) => path.trim() !== '');
    if (paths.length === 0) throw componentError('FILE_NONE');
    const files = requireFiles(services, context.displayName);
    const loaded: Data[] = [];
    for (const path of paths) {
      try {
        loaded.push(await loadFile(files, path, signal));
      } catch (error) {
        if (!inputs.silent_errors || !(error instanceof ComponentError)) throw error;
        logger.log(error.message);
      }
    }
    const separator = unescapeSeparator(inputs.separator);
    const text = loaded.map((data) => data.data.text as string).join(separator);
    return { dataframe: loaded, message: textMessage(context, text) };
  },
});
