// The baseline for the run-API benchmark: a bare Fastify app whose run route parses the JSON body
// and answers a RunResponse of the same shape, without a flow behind it.
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/health', async () => ({ status: 'ok' }));
app.post('/api/v1/run/:flowId', async (request) => {
  const { flowId } = request.params;
  const inputValue = request.body?.input_value ?? null;
  const message = {
    id: randomUUID(),
    flow_id: flowId,
    timestamp: new Date().toISOString(),
    sender: 'Machine',
    sender_name: 'AI',
    session_id: flowId,
    text: inputValue,
    files: [],
    error: false,
    edit: false,
    category: 'message',
    content_blocks: [],
    properties: { source: { id: 'ChatOutput-out00', display_name: 'Chat Output', source: 'Chat Output' }, state: 'complete' },
  };
  return {
    session_id: flowId,
    outputs: [
      {
        inputs: { input_value: inputValue },
        outputs: [
          {
            results: { message },
            artifacts: {},
            outputs: { message: { message, type: 'message' } },
            logs: { message: [] },
            messages: [{ message: inputValue, sender: 'Machine', sender_name: 'AI', session_id: flowId, stream_url: null, files: [], component_id: 'ChatOutput-out00', type: 'message' }],
            timedelta: 0.001,
            duration: '1 ms',
            component_display_name: 'Chat Output',
            component_id: 'ChatOutput-out00',
            used_frozen_result: false,
          },
        ],
      },
    ],
  };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
