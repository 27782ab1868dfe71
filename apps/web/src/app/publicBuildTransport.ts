// The public playground's builds (build_public_tmp). The server builds a public flow as saved, so
// the canvas graph is not sent: the route keeps a small body limit because anyone may call it.
import { createHttpTransport, type BuildTransport, type HttpTransportOptions } from '@app/build-runner';

export function createPublicBuildTransport(baseUrl: string, fetch?: HttpTransportOptions['fetch']): BuildTransport {
  const transport = createHttpTransport({ baseUrl: `${baseUrl}/api/v1`, fetch, startPath: (flowId) => `build_public_tmp/${encodeURIComponent(flowId)}/flow` });
  return { run: (request, sink) => transport.run({ ...request, body: { ...request.body, data: undefined } }, sink) };
}
