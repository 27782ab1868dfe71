// Sharing a flow (spec/3 sections 2 and 9, share flow mod+shift+b): the share popover's links and
// the read-only view /flow/{id}/view.
export const share = {
  button: '分享',
  title: '分享流程',
  viewLink: '只读链接',
  viewHint: '流程的所有者和管理员可通过此链接查看流程，无法编辑',
  playgroundLink: '试运行链接',
  playgroundHint: '任何人无需登录即可通过此链接试运行此流程',
  playgroundOff: '开启公开试运行后，可在此复制试运行链接',
  copy: '复制{{what}}',
  open: '打开{{what}}',
  copied: '复制成功',
  copyFailed: '复制失败',
  view: {
    readOnly: '只读',
    back: '返回',
    edit: '编辑',
    canvas: '只读画布',
  },
};
