// Texts of the login screen: marketing panel, login form, validation messages.
export const auth = {
  marketing: {
    headline: '用 AI 工作流，连接业务的每一个环节',
    subtitle: '拖拽组件即可搭建智能应用，一键发布到应用广场，让团队人人都能用上 AI。',
    points: {
      noCode: {
        title: 'AI 零代码搭建',
        description: '在可视化画布上拖拽连线，几分钟就能把大模型、知识库和工具编排成可用的智能应用。',
      },
      api: {
        title: '开放 API 集成',
        description: '每个应用都提供标准 HTTP 接口和网页嵌入方式，轻松接入现有系统与业务流程。',
      },
      scenarios: {
        title: '场景按需定制',
        description: '智能客服、文档分析、数据处理……按业务需要自由组合，打造专属的 AI 助手。',
      },
      knowledge: {
        title: '跨系统知识库',
        description: '汇聚分散在各个系统里的文档与数据，让 AI 依据企业自己的知识准确作答。',
      },
      support: {
        title: '7×24 小时服务',
        description: '专业团队全天候响应，保障平台稳定运行，遇到问题随时有人解答。',
      },
    },
    copyright: '© {{year}} AI 工作流平台 版权所有',
  },
  login: {
    title: '欢迎登录',
    subtitle: '使用您的账号登录 AI 工作流平台',
    username: '用户名/手机号/邮箱',
    usernamePlaceholder: '请输入用户名、手机号或邮箱',
    password: '密码',
    passwordPlaceholder: '请输入密码',
    togglePassword: '显示或隐藏密码',
    remember: '记住密码',
    submit: '登录',
    failed: '登录失败',
    networkError: '无法连接到服务器，请检查网络后重试',
    timeoutError: '服务器响应超时，请稍后再试',
  },
  validation: {
    usernameLength: '请输入3-20个字符',
    usernameFormat: '请输入正确的用户名/手机号码/邮箱',
    passwordLength: '请输入6-20个字符',
  },
};
