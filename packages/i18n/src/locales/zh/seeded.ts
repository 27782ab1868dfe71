// The records the server seeds (spec/1: the default user group and policy group; spec/3: each
// user's default folder). Their stored names are these Chinese texts and stay as they are: the
// client shows a stored value equal to one of them through its key, in the user's language.
export const seeded = {
  defaultUserGroup: '所有用户',
  defaultPolicyGroup: '默认策略组',
  defaultPolicyGroupDescription: '所有用户均可使用',
  defaultFolder: '我的收藏',
};
