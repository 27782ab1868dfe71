// File: the text of uploaded files (Langflow's File component), read through the server's file
// service by the server paths the file field holds.
import { defineComponent, isChatMessage, type FileService } from '@app/engine';
import { ComponentError, componentError } from '../messages';
import { unescapeSeparator } from '../shared/escapes';
import { requireFiles } from '../shared/services';
import { createData, isData, type Data } from '../values/data';
import { textMessage } from '../values/message';
import type { OffloadContext } from '../compute/offload';
import { DOCUMENT_EXTENSIONS, extensionOf, isDocumentExtension, readDocument } from './documentText';

/** A connected value naming a stored file: a Data's file_path, a message's text, a text. */
function connectedPath(value: unknown): string {
  if (isData(value)) return typeof value.data.file_path === 'string' ? value.data.file_path : '';
  if (isChatMessage(value)) return value.text;
  return typeof value === 'string' ? value : '';
}

/** One file as Data: its text beside its path, name and type. */
async function loadFile(context: OffloadContext, files: FileService, path: string): Promise<Data> {
  let stored;
  try {
    stored = await files.read(path, { signal: context.signal });
  } catch (error) {
    throw componentError('FILE_UNREADABLE', { name: path, detail: error instanceof Error ? error.message : String(error) });
  }
  const extension = extensionOf(stored.name) || extensionOf(path);
  if (!isDocumentExtension(extension)) throw componentError('FILE_UNSUPPORTED_TYPE', { name: stored.name, supported: DOCUMENT_EXTENSIONS.join(', ') });
  const text = await readDocument(context, { name: stored.name, bytes: stored.bytes, extension });
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
  en: {
    display_name: 'File',
    description: 'Read uploaded files and output their text.',
    documentation:
      'File reads files uploaded to the server and extracts their text; it supports txt, md, mdx, csv, json, yaml, yml, xml, html, htm, pdf and ' +
      'docx. Upload one or more files in "Files", or connect server file paths given by an upstream component (the file_path field of Data, or the ' +
      'text of a message) to "File Paths". Text files are read as UTF-8, or as GB18030 (which covers GBK) when they are not valid UTF-8; HTML keeps ' +
      'only its readable text; PDF text is extracted page by page (a scanned PDF has no text layer and reads empty); Word documents are read in ' +
      'docx format; JSON files must be valid JSON. The "Files Content" output has one Data per file: text is its text, and file_path, file_name and ' +
      'file_type are its server path, name and type; it can go on to Split Text or Parser. The "Raw Content" output is one message with the texts ' +
      'of all files joined by the "Separator". An unsupported type or an unreadable file fails the component; with "Silent Errors" on, such files ' +
      'are skipped and only logged.',
  },
  icon: 'file-text',
  category: 'data',
  inputs: [
    {
      type: 'file',
      name: 'path',
      display_name: '文件',
      info: `要读取的文件，支持：${DOCUMENT_EXTENSIONS.join('、')}。`,
      en: { display_name: 'Files', info: `The files to read. Supported: ${DOCUMENT_EXTENSIONS.join(', ')}.` },
      fileTypes: DOCUMENT_EXTENSIONS,
      list: true,
    },
    {
      type: 'other',
      name: 'file_path',
      display_name: '文件路径',
      info: '上游给出的服务器文件路径：数据的 file_path 字段或消息的文本。',
      en: { display_name: 'File Paths', info: 'Server file paths from upstream: the file_path field of Data or the text of a message.' },
      input_types: ['Data', 'Message'],
      list: true,
      advanced: true,
    },
    {
      type: 'str',
      name: 'separator',
      display_name: '分隔符',
      info: '“原始内容”中各文件文本之间的分隔符，\\n 表示换行。',
      en: { display_name: 'Separator', info: 'The separator between the texts of the files in "Raw Content"; \\n stands for a line break.' },
      value: '\n\n',
      advanced: true,
    },
    {
      type: 'bool',
      name: 'silent_errors',
      display_name: '忽略错误',
      info: '跳过无法读取的文件，而不是报错。',
      en: { display_name: 'Silent Errors', info: 'Skip files that cannot be read instead of failing.' },
      value: false,
      advanced: true,
    },
  ],
  outputs: [
    { name: 'dataframe', display_name: '文件内容', en: { display_name: 'Files Content' }, types: ['DataFrame'], method: 'load_files' },
    { name: 'message', display_name: '原始内容', en: { display_name: 'Raw Content' }, types: ['Message'], method: 'load_files_message' },
  ],
  async run(context) {
    const { inputs, services, logger } = context;
    const paths = [...(inputs.path ?? []), ...(inputs.file_path ?? []).map(connectedPath)].filter((path) => path.trim() !== '');
    if (paths.length === 0) throw componentError('FILE_NONE');
    const files = requireFiles(services, context.displayName);
    const loaded: Data[] = [];
    for (const path of paths) {
      try {
        loaded.push(await loadFile(context, files, path));
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
