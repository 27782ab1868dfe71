// Ours: @app/chat-ui's message list rendering the answer as it streams, each token appended to the
// message text in React state the way the playground does.
import { ChatMessageList, type ChatListMessage } from '@app/chat-ui';
import { createI18n } from '@app/i18n';
import { MantineProvider } from '@mantine/core';
import '@mantine/core/styles.css';
import { useEffect, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { answerTokens, feed, MESSAGE_ID, painted, wireChunks } from './stream';

const base = { flow_id: 'bench', session_id: 'bench', files: [], error: false, edit: false, category: 'message', content_blocks: [], timestamp: '2026-11-22T08:00:00Z' };
const question: ChatListMessage = { ...base, id: 'bench-question', sender: 'User', sender_name: 'User', text: '比较两个方案，给出代码和表格。', properties: {} };
const emptyAnswer: ChatListMessage = { ...base, id: MESSAGE_ID, sender: 'Machine', sender_name: 'AI', text: '', properties: { state: 'partial' } };

let append: (chunk: string) => void = () => undefined;
// Called once React has put a text of this length into the DOM: React renders the last update in a
// task of its own, so the clock stops only after that commit and the frames painted after it.
let committed: (length: number) => void = () => undefined;

function Chat() {
  const [answer, setAnswer] = useState(emptyAnswer);
  useEffect(() => {
    append = (chunk) => setAnswer((current) => ({ ...current, text: current.text + chunk }));
    // Offered only once mounted, so no token goes out before the list can take it.
    window.benchStream = stream;
  }, []);
  useLayoutEffect(() => committed(answer.text.length), [answer.text]);
  return (
    <div style={{ height: '100vh' }}>
      <ChatMessageList messages={[question, answer]} streamingMessageId={MESSAGE_ID} />
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <I18nextProvider i18n={createI18n('zh')}>
    <MantineProvider>
      <Chat />
    </MantineProvider>
  </I18nextProvider>,
);

async function stream() {
  const tokens = answerTokens();
  const chunks = wireChunks(tokens);
  const finalLength = tokens.join('').length;
  const onScreen = new Promise<void>((resolve) => {
    committed = (length) => {
      if (length === finalLength) resolve();
    };
  });
  const started = performance.now();
  const count = await feed(chunks, (chunk) => append(chunk));
  await onScreen;
  await painted();
  return { tokens: count, elapsedMs: performance.now() - started };
}
