// The messages the administration routes answer with (spec/1 sections 5 and 8 where it words them).
export const adminMessages = {
  PROFILE_IMAGE_REQUIRED: '请上传用户图标',
  USER_GROUP_NAME_REQUIRED: '请填写用户组名称',
  POLICY_NAME_REQUIRED: '请填写策略组名称',
  POLICY_DESCRIPTION_REQUIRED: '请填写策略组描述',
  DEFAULT_GROUP_UPDATE: '默认用户组禁止修改',
  DEFAULT_GROUP_DELETE: '默认用户组禁止删除',
  DEFAULT_POLICY_UPDATE: '默认策略组禁止修改',
  DEFAULT_POLICY_DELETE: '默认策略组禁止删除',
  USER_GROUP_NOT_FOUND: '用户组不存在',
  POLICY_GROUP_NOT_FOUND: '策略组不存在',
  USER_NOT_FOUND: '用户不存在',
  SELF_DISABLE: '不能禁用自己的账号',
  SELF_DEMOTE: '不能降低自己的角色',
  SELF_DELETE: '不能删除自己的账号',
} as const;
