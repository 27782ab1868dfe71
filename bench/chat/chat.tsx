// Ours: @app/chat-ui's message list rendering the answer as it streams, the way the playground and
// the app chat do: the events go into a @app/build-runner BuildClient, and the list renders what
// useChatBuildResult hands it.
import { BuildClient, type BuildTransport } from '@app/build-runner';
import { ChatMessageList, useChatBuildResult, type ChatListMessage } from '@app/chat-ui';
import { createI18n } from '@app/i18n';
import { MantineProvider } from '@mantine/core';
import '@mantine/core/styles.css';
import { useEffect, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { answerTokens, feed, MESSAGE_ID, painted, wireChunks } from './stream';

const base = { flow_id: 'bench', session_id: 'bench', files: [], error: false, edit: false, category: 'message', content_blocks: [], timestamp: '2026-11-22T08:00:00Z' };
const question: ChatListMessage = { ...base, id: 'bench-question', sender: 'User', sender_name: 'User', text: '比较两个方案，给出代码和表格。', properties: {} };
const emptyAnswer: ChatListMessage = { ...base, id: MESSAGE_ID, sender: 'Machine', sender_name: 'AI', text: '', properties: { state: 'partial' } };

const FLOW_ID = 'bench';
const client = new BuildClient();
// Called once React has put a text of this length into the DOM: React renders the last update in a
// task of its own, so the clock stops only after that commit and the frames painted after it.
let committed: (length: number) => void = () => undefined;

function Chat() {
  const { messages } = useChatBuildResult(client, FLOW_ID);
  const answerLength = messages.find((message) => message.id === MESSAGE_ID)?.text?.length ?? 0;
  useEffect(() => {
    // Offered only once mounted, so no token goes out before the list can take it.
    window.benchStream = stream;
  }, []);
  useLayoutEffect(() => committed(answerLength), [answerLength]);
  return (
    <div style={{ height: '100vh' }}>
      <ChatMessageList messages={messages} streamingMessageId={MESSAGE_ID} />
    </div>
  );
}

/** The build as a server streams it: the question, the empty answer, its tokens, the end. */
const streamTransport = (chunks: readonly Uint8Array[], counted: (tokens: number) => void): BuildTransport => ({
  async run(request, sink) {
    sink.onEvent({ event: 'add_message', data: question });
    sink.onEvent({ event: 'add_message', data: emptyAnswer });
    counted(await feed(chunks, (chunk) => sink.onEvent({ event: 'token', data: { id: MESSAGE_ID, chunk } })));
    sink.onEvent({ event: 'end', data: {} });
    return { jobId: null, delivery: request.delivery };
  },
});

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
  let count = 0;
  const started = performance.now();
  await client.startBuild({ flowId: FLOW_ID, transport: streamTransport(chunks, (tokens) => (count = tokens)) }).done;
  await onScreen;
  await painted();
  return { tokens: count, elapsedMs: performance.now() - started };
}
