// Texts of the application shell: menus, layout footer, theme and language switches, health modals.
export const shell = {
  brand: 'AI 工作流平台',
  nav: {
    menu: '主菜单',
    toggle: '展开或收起菜单',
    home: '返回应用广场',
  },
  menu: {
    explore: '应用广场',
    collect: '我的收藏',
    workspace: '工作空间',
    flows: '工作流',
    variable: '全局变量',
    knowledge: '知识库',
    manage: '管理平台',
    user: '用户管理',
    policy: '权限策略',
    failedJobs: '失败任务',
  },
  footer: {
    help: '帮助文档',
    social: '关注我们',
    socialHint: '扫码关注官方账号，获取最新动态',
    socialQrAlt: '官方账号二维码',
  },
  user: {
    menu: '用户菜单',
    logout: '退出登录',
    version: '版本 {{version}}',
  },
  roles: {
    user: '普通用户',
    developer: '开发者用户',
    admin: '管理员',
  },
  theme: {
    label: '主题',
    light: '浅色',
    dark: '深色',
    system: '跟随系统',
  },
  language: {
    label: '语言',
  },
  stage: {
    placeholder: '待开发',
  },
  health: {
    downTitle: '服务暂时不可用',
    downMessage: '无法连接到服务器，或服务器正忙。请稍后点击重试。',
    timeoutTitle: '连接超时',
    timeoutMessage: '服务器长时间没有响应，请检查网络后重试。',
  },
};
