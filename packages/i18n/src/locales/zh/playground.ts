// The playground (spec/3 section 2 "Playground modal"; sections 4, 7 and 8 for sessions and messages).
export const playground = {
  title: '试运行',
  open: '试运行',
  hideSidebar: '隐藏侧边栏',
  showSidebar: '显示侧边栏',
  components: '输入与输出',
  noComponents: '此流程没有输入或输出组件',
  componentOutputs: '{{name}} 的最新输出',
  backToChat: '返回聊天',
  logs: {
    title: '消息日志：{{session}}',
    empty: '暂无数据',
    columns: {
      timestamp: '时间',
      sender: '发送者',
      senderName: '发送者名称',
      text: '内容',
    },
  },
  notices: {
    messageUpdated: '消息已成功更新.',
    messageUpdateFailed: '消息更新时出错',
    messageDeleted: '消息已成功删除。',
    messageDeleteFailed: '删除消息时出错',
    sessionDeleted: '会话已成功删除',
    sessionDeleteFailed: '会话删除时出错',
    sessionRenameFailed: '消息更新时出错',
    uploadFailed: '上传文件失败',
  },
  public: {
    theme: '切换主题',
    promo: '用它构建你自己的流程',
    notFound: '该流程不存在或未公开',
  },
};
