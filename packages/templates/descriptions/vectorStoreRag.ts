// Vector Store RAG (Langflow's starter, on the platform's own database vector store): one part
// splits an uploaded document into chunks and stores their vectors; the other finds the chunks
// closest to the question and answers from them.
import type { TemplateDescription } from './flowBuilder';
import { API_KEY_STEP, API_KEY_STEP_EN, CHAT_PAGE_STEP, CHAT_PAGE_STEP_EN, chatModel, chatPage, chatPageEn, embeddingsModel, guideNote, guideText } from './parts';

const COLLECTION = 'documents';
const page = chatPage('我会在知识库中查找相关内容来回答你的问题。', ['知识库里有哪些内容？', '帮我查找与“退款”相关的规定', '用要点总结相关内容'], 0, 1750);

export const vectorStoreRag: TemplateDescription = {
  key: 'vector-store-rag',
  id: 'ab21581f-7097-4746-af76-d8291e9bd6a9',
  name: '向量检索问答',
  description: '检索增强生成（RAG）：把文档切分后向量化存入知识库，提问时检索最相关的片段交给模型回答。适合较长的文档和多份资料。',
  tags: ['q-a', 'rag'],
  icon: 'Database',
  icon_bg_color: '#ea580c',
  nodes: [
    { key: 'file', type: 'File', x: -900, y: 0 },
    { key: 'split', type: 'SplitText', x: -450, y: 0 },
    { key: 'ingest', type: 'DatabaseVectorStore', x: 0, y: 0, values: { collection_name: COLLECTION } },
    embeddingsModel('embeddings', -450, 550),
    { key: 'input', type: 'ChatInput', x: -450, y: 1100 },
    { key: 'search', type: 'DatabaseVectorStore', x: 0, y: 1000, values: { collection_name: COLLECTION, number_of_results: 4 } },
    { key: 'parser', type: 'parser', x: 450, y: 1000, values: { pattern: '{text}', sep: '\n\n---\n\n' } },
    {
      key: 'prompt',
      type: 'Prompt',
      x: 900,
      y: 1000,
      values: {
        template:
          '请根据下面从知识库检索到的资料回答用户的问题。资料中没有相关内容时，请直接说明没有找到，不要编造。\n\n资料：\n---\n{context}\n---\n\n问题：{question}\n\n回答：',
      },
    },
    chatModel('model', 1350, 1000),
    { key: 'output', type: 'ChatOutput', x: 1800, y: 1100 },
    ...page.nodes,
  ],
  edges: [
    ['file.dataframe', 'split.data_inputs'],
    ['split.dataframe', 'ingest.ingest_data'],
    ['embeddings.embeddings', 'ingest.embedding'],
    ['embeddings.embeddings', 'search.embedding'],
    ['input.message', 'search.search_query'],
    ['search.search_results', 'parser.input_data'],
    ['parser.parsed_text', 'prompt.context'],
    ['input.message', 'prompt.question'],
    ['prompt.prompt', 'model.input_value'],
    ['model.text_output', 'output.input_value'],
    ...page.edges,
  ],
  notes: [
    guideNote(
      '向量检索问答',
      [
        API_KEY_STEP,
        '入库：在“文件”组件中上传文档，然后运行上方的“数据库向量存储”组件。文档被“文本分割”切成片段，由嵌入模型转换为向量，存入集合 documents（只属于你，重复入库会覆盖而不会重复）。',
        '提问：打开对话窗口提问。下方的“数据库向量存储”按问题找出最相关的 4 个片段，经“解析器”填入提示词，模型据此回答。',
        '运行整个流程时入库部分也会运行；文档不变时可以冻结上方的组件，省去重复的嵌入调用。',
        CHAT_PAGE_STEP,
      ],
      -1350,
      0,
      520,
    ),
  ],
  en: {
    name: 'Vector Store RAG',
    description: 'Retrieval-augmented generation (RAG): split documents into chunks and store their vectors in a knowledge base; a question retrieves the most relevant chunks for the model to answer from. Suits long documents and several sources.',
    notes: {
      guide: guideText('Vector Store RAG', [
        API_KEY_STEP_EN,
        'Ingest: upload a document in the "File" component, then run the upper "Database Vector Store". "Split Text" cuts the document into chunks, the embedding model turns them into vectors, and they are stored in the collection documents (yours alone; ingesting again replaces rather than duplicates).',
        'Ask: open the chat window and ask a question. The lower "Database Vector Store" finds the 4 chunks closest to the question, the "Parser" puts them into the prompt, and the model answers from them.',
        'Running the whole flow runs the ingest part too; while the document does not change, freeze the upper components to save repeated embedding calls.',
        CHAT_PAGE_STEP_EN,
      ]),
    },
    values: {
      prompt: {
        template:
          'Answer the user\'s question from the material below, retrieved from the knowledge base. If the material says nothing about it, say you found nothing and do not make anything up.\n\nMaterial:\n---\n{context}\n---\n\nQuestion: {question}\n\nAnswer:',
      },
      ...chatPageEn('I look up the knowledge base to answer your questions.', ['What is in the knowledge base?', 'Find the rules about refunds', 'Sum up the relevant content in bullet points']),
    },
  },
};
