// The marketplace (应用广场) and favourites (我的收藏) screens and their app cards (spec/2 sections 2 and 8).
export const marketplace = {
  explore: {
    title: '应用广场',
    empty: '暂无应用',
    tabs: '应用分类',
  },
  collect: {
    title: '我的收藏',
    empty: '暂无收藏内容',
    hint: '在应用广场点击应用卡片上的星标，即可收藏应用',
  },
  banner: {
    greeting: '你好，<name>{{name}}</name>',
    text: '这里汇集了团队发布的 AI 应用：按分类浏览、搜索，点击卡片即可开始对话。',
  },
  tags: {
    all: '全部',
    tool: '效率工具',
    business: '商业服务',
    code: '代码助手',
    life: '生活方式',
    game: '小游戏',
    image_audio: '图像与音频',
    role: '角色',
  },
  search: {
    placeholder: '搜索应用',
    label: '搜索应用',
  },
  card: {
    publishedAt: '发布于 {{time}}',
    editedAt: '编辑于 {{time}}',
    likes: '{{count}} 个赞',
    collect: '收藏',
    uncollect: '取消收藏',
    noDescription: '暂无描述',
  },
  list: {
    loading: '加载中...',
    loadFailed: '加载失败，请稍后重试',
    retry: '重试',
  },
  notices: {
    collectFailed: '收藏失败',
    uncollectFailed: '取消收藏失败',
    retryLater: '请稍后重试',
    internalError: '内部错误，请稍后重试',
  },
};
