// The embedded chat page (/rest/bot) and its bubble on other sites (spec/2 "Embedded public chat page").
export const embed = {
  title: '智能助手',
  open: '打开聊天',
  close: '关闭聊天',
  loading: '加载中...',
  refused: {
    disabled: '该渠道码已停用，暂时无法对话。请联系网站管理员。',
    invalid: '渠道码无效或已删除，无法打开对话。请联系网站管理员。',
    site: '该渠道码不允许在此网站使用。请联系网站管理员。',
    missing: '应用不存在或已下架。',
    failed: '暂时无法连接服务，请稍后重试。',
  },
  retry: '重试',
};
