// Texts of the "my account" dialog: account settings (avatar, nickname, contact) and security
// settings (password change). Field messages come from the auth namespace.
export const account = {
  title: '我的账户',
  tabs: {
    account: '账户设置',
    security: '安全设置',
  },
  profile: {
    avatar: '头像',
    username: '用户名',
    nickname: '昵称',
    editNickname: '修改昵称',
    saveNickname: '保存昵称',
    cancelNickname: '取消修改',
    phone: '手机号',
    email: '邮箱',
    notBound: '未绑定',
    avatarFailed: '用户头像更改失败',
    nicknameFailed: '用户昵称更改失败',
  },
  password: {
    old: '原密码',
    oldPlaceholder: '请输入原密码',
    oldRequired: '请输入原密码',
    new: '新密码',
    newPlaceholder: '6-20个字符，大小写字母、数字、特殊字符至少三种',
    confirm: '确认新密码',
    confirmPlaceholder: '请再次输入新密码',
    submit: '修改密码',
    success: '密码更改成功',
    failed: '密码更改失败',
    wrongOld: '原密码错误',
  },
};
