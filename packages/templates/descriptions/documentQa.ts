// Document QA (Langflow's starter): an uploaded document's whole text goes into the prompt beside
// the question.
import type { TemplateDescription } from './flowBuilder';
import { API_KEY_STEP, API_KEY_STEP_EN, CHAT_PAGE_STEP, CHAT_PAGE_STEP_EN, chatModel, chatPage, chatPageEn, guideNote, guideText } from './parts';

const page = chatPage('上传文档后，就可以针对文档内容向我提问。', ['这份文档的主要内容是什么？', '列出文档中的关键要点', '文档里有哪些需要注意的地方？'], 0, 1050);

export const documentQa: TemplateDescription = {
  key: 'document-qa',
  id: '2d300881-20ac-41b9-9352-80c05012abeb',
  name: '文档问答',
  description: '读取上传的文档，把全文和问题一起交给模型，根据文档内容回答。适合篇幅不长的说明书、合同、报告等。',
  tags: ['q-a', 'rag'],
  icon: 'FileQuestion',
  icon_bg_color: '#059669',
  nodes: [
    { key: 'file', type: 'File', x: -900, y: 0 },
    { key: 'parser', type: 'parser', x: -450, y: 0, values: { pattern: '{text}', sep: '\n\n' } },
    {
      key: 'prompt',
      type: 'Prompt',
      x: 0,
      y: 0,
      values: {
        template:
          '请根据下面的文档回答用户的问题。文档中没有相关内容时，请直接说明文档中没有提到，不要编造。\n\n文档：\n---\n{document}\n---\n\n问题：{question}\n\n回答：',
      },
    },
    { key: 'input', type: 'ChatInput', x: -450, y: 550 },
    chatModel('model', 450, 150),
    { key: 'output', type: 'ChatOutput', x: 900, y: 300 },
    ...page.nodes,
  ],
  edges: [
    ['file.dataframe', 'parser.input_data'],
    ['parser.parsed_text', 'prompt.document'],
    ['input.message', 'prompt.question'],
    ['prompt.prompt', 'model.input_value'],
    ['model.text_output', 'output.input_value'],
    ...page.edges,
  ],
  notes: [
    guideNote(
      '文档问答',
      [
        API_KEY_STEP,
        '在“文件”组件中上传文档（txt、md、pdf、docx、csv、json、html 等）。',
        '“解析器”把文档内容转成文本，和你的问题一起填入提示词，模型按文档回答。',
        '文档很长时请改用“向量检索问答”模板，只把相关片段交给模型。',
        CHAT_PAGE_STEP,
      ],
      -1350,
      0,
    ),
  ],
  en: {
    name: 'Document Q&A',
    description: 'Read an uploaded document and give its whole text to the model with the question, to answer from the document. Suits short manuals, contracts, reports and the like.',
    notes: {
      guide: guideText('Document Q&A', [
        API_KEY_STEP_EN,
        'Upload a document in the "File" component (txt, md, pdf, docx, csv, json, html and more).',
        'The "Parser" turns the document into text, which goes into the prompt with your question; the model answers from the document.',
        'For long documents, use the "Vector Store RAG" template instead, which hands the model only the relevant passages.',
        CHAT_PAGE_STEP_EN,
      ]),
    },
    values: {
      prompt: {
        template:
          'Answer the user\'s question from the document below. If the document says nothing about it, say so plainly and do not make anything up.\n\nDocument:\n---\n{document}\n---\n\nQuestion: {question}\n\nAnswer:',
      },
      ...chatPageEn('Upload a document, then ask me anything about it.', ['What is this document mainly about?', 'List the key points of the document', 'What should I pay attention to in the document?']),
    },
  },
};
