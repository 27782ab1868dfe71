// Output inspection of a built component (spec/3 sections 2, 5 and 8).
export const outputs = {
  title: '{{name}} 的输出',
  notBuilt: '请先构建组件',
  cannotShow: '无法显示输出',
  logs: '日志',
  noLogs: '暂无日志',
  truncated: '输出超过 {{max}} 个字符，已截断显示。',
  stream: {
    title: '不支持流式传输',
    hint: '请使用 Playground 与支持流式数据的组件进行交互',
  },
  error: {
    title: '组件出错',
    traceback: '错误堆栈',
  },
  json: {
    filter: 'JSON 过滤',
    filterPlaceholder: '例如 items[0].name',
    invalidResult: '无效的结果',
    invalidPath: '无效的路径',
    problems: {
      invalidPath: '路径格式不正确：{{detail}}',
      indexOutOfRange: '数组下标 {{detail}} 超出范围',
      missingProperty: '对象中没有属性 {{detail}}',
      missingInElement: '数组中有元素没有属性 {{detail}}',
      empty: '路径 {{detail}} 的结果为空',
      invalidResult: '结果必须是对象或数组',
    },
  },
  csv: {
    empty: '暂无数据',
    parseError: 'CSV 解析失败：{{detail}}',
  },
  image: {
    zoomIn: '放大',
    zoomOut: '缩小',
    home: '复位',
    fullScreen: '全屏',
    download: '下载',
    downloadFailed: '下载图片时出错',
    loadFailed: '图片无法加载',
  },
  pdf: {
    previous: '上一页',
    next: '下一页',
    zoomIn: '放大',
    zoomOut: '缩小',
    page: '{{page}} / {{total}}',
    loading: 'PDF 加载中...',
    loadFailed: 'PDF 无法加载：{{detail}}',
    empty: 'PDF 没有页面',
  },
  keyPair: {
    key: '键',
    value: '值',
  },
  table: {
    view: '表格',
    json: 'JSON',
    rowsLimited: '仅显示前 {{count}} 行',
  },
};
