// The two undici modules guardedFetch loads by path (undici types only its entry).
declare module 'undici/lib/dispatcher/agent.js' {
  import type { Agent } from 'undici';
  const UndiciAgent: typeof Agent;
  export default UndiciAgent;
}

declare module 'undici/lib/api/api-request.js' {
  import type { Dispatcher } from 'undici';
  const request: (this: Dispatcher, options: Dispatcher.RequestOptions) => Promise<Dispatcher.ResponseData>;
  export default request;
}
