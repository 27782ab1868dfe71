// Every text the build client can show, in one coded table (spec/3 section 8, "Build"). The UI
// translates through the keys; the values are the spec's own wording (Chinese where the spec
// gives Chinese, English where it gives English) and serve as the fallback text.
export const BUILD_MESSAGES = {
  /** 404 when starting a build. */
  FLOW_NOT_FOUND: 'Flow not found',
  /** 404 when reading a job's events. */
  JOB_NOT_FOUND: 'Build job not found',
  /** Any other failure to start a build. */
  START_FAILED: 'Error starting build process',
  /** Any other failure to read a job's events. */
  EVENTS_FAILED: 'Error processing build events',
  /** The server answered that it cannot serve the requested delivery. */
  ENDPOINT_NOT_AVAILABLE: 'Endpoint not available',
  /** The runtime cannot read a response body as a stream. */
  STREAMING_NOT_SUPPORTED: 'Streaming not supported',
  /** A stream broke off while it was being read. */
  STREAMING_ERROR: 'Error on Streaming',
  /** The request never reached the server. */
  NETWORK_ERROR: '网络错误。请检查与服务器的连接。',
  /** Title of a flow-level build failure. */
  FLOW_BUILD_ERROR: '构建流程出错',
  /** Body of a flow-level build failure that carries no message of its own. */
  FLOW_BUILD_ERROR_DEFAULT: 'cannot connect to the server, check network',
  /** Title of a component failure; the list holds the components' error messages. */
  COMPONENT_BUILD_ERROR: '构建组件出错',
  /** Hint added to a failure when the caller says the flow has outdated components. */
  OUTDATED_COMPONENTS: '流程中存在过时的组件。错误可能与这些组件有关。',
  /** Notice after the user stopped a build. */
  BUILD_STOPPED: '构建已停止',
} as const;

export type BuildMessageKey = keyof typeof BUILD_MESSAGES;
