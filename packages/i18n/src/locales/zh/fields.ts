// The template field editors of a node (spec/3 sections 3 and 5).
export const fields = {
  info: '字段说明',
  refresh: '刷新',
  refreshFailed: '更新组件时出错',
  refreshFailedDefault: '更新组件时发生错误。',
  codeUpdateFailed: 'Error updating Component code',
  text: {
    expand: '展开编辑',
    showPassword: '显示',
    hidePassword: '隐藏',
  },
  list: {
    add: '添加一项',
    remove: '删除第 {{index}} 项',
    item: '第 {{index}} 项',
  },
  variables: {
    open: '全局变量',
    empty: '暂无全局变量',
    loading: '加载中...',
    loadFailed: '获取全局变量失败',
    remove: '不再使用变量 {{name}}',
  },
  options: {
    placeholder: '请选择',
    search: '搜索',
    nothingFound: '没有匹配的选项',
    custom: '按 Enter 添加自定义值',
  },
  slider: {
    value: '数值',
    presets: {
      Precise: '精确',
      Balanced: '平衡',
      Creative: '创意',
      Wild: '狂野',
    },
  },
  code: {
    edit: '编辑代码',
    view: '查看代码',
  },
  prompt: {
    edit: '编辑提示词',
    view: '查看提示词',
    empty: '未填写提示词',
  },
  dict: {
    key: '键',
    value: '值',
    add: '添加键值对',
    remove: '删除第 {{index}} 行',
    duplicate: '键重复',
    json: '编辑 JSON',
    nested: '嵌套值请在 JSON 中编辑',
  },
  table: {
    rows: '{{count}} 行',
    edit: '编辑表格',
    view: '查看表格',
  },
  file: {
    pick: '我的文件',
    upload: '上传文件',
    none: '未选择文件',
    remove: '移除 {{name}}',
    uploadFailed: '上传文件失败',
    uploadFailedDefault: '上传文件时发生错误。',
  },
  sortable: {
    add: '添加',
    moveUp: '上移 {{value}}',
    moveDown: '下移 {{value}}',
    remove: '移除 {{value}}',
    empty: '未选择',
  },
  auth: {
    none: '未连接',
    error: '连接失败',
    validated: '已连接',
  },
};
