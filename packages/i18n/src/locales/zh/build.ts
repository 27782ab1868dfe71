// Building a flow in the editor (spec/3 sections 4 and 8): the header state, node run controls
// and the build notices. `messages` translates @app/build-runner's BUILD_MESSAGES keys.
export const build = {
  header: {
    run: '运行',
    runHint: '运行整个流程',
    building: '构建中...',
    stop: '终止',
  },
  node: {
    runFrom: '从此组件开始运行',
    run: '运行组件',
    stop: '停止构建',
    status: {
      TO_BUILD: '待构建',
      BUILDING: '构建中',
      BUILT: '已构建',
      ERROR: '构建出错',
      INACTIVE: '未激活',
    },
    duration: '用时 {{duration}}',
    inspect: '输出检查',
    inspectDisabled: '请先构建组件',
    freeze: '冻结路径',
    unfreeze: '取消冻结',
    frozen: '已冻结',
    freezeFailed: '冻结路径失败',
  },
  notices: {
    running: '组件正在运行',
    succeeded: '{{name}} 构建成功',
    succeededDefault: '流程构建成功',
  },
  messages: {
    FLOW_NOT_FOUND: '未找到流程',
    JOB_NOT_FOUND: '未找到构建任务',
    START_FAILED: '启动构建失败',
    EVENTS_FAILED: '处理构建事件时出错',
    ENDPOINT_NOT_AVAILABLE: '接口不可用',
    STREAMING_NOT_SUPPORTED: '不支持流式传输',
    STREAMING_ERROR: '流式传输出错',
    NETWORK_ERROR: '网络错误。请检查与服务器的连接。',
    FLOW_BUILD_ERROR: '构建流程出错',
    FLOW_BUILD_ERROR_DEFAULT: '无法连接到服务器，请检查网络',
    COMPONENT_BUILD_ERROR: '构建组件出错',
    OUTDATED_COMPONENTS: '流程中存在过时的组件。错误可能与这些组件有关。',
    BUILD_STOPPED: '构建已停止',
  },
};
