// Texts of the administration screens (users, user groups, policy groups) and of the avatar field
// shared with registration and the account dialog: spec/1 sections 2, 5 and 8.
export const admin = {
  avatar: {
    label: '用户图标',
    alt: '用户图标',
    upload: '上传图片',
    generate: '生成图片',
    badType: '图片格式只支持png、jpg、jpeg、gif、bmp、webp、ico、svg!',
    tooLarge: '图片大小不能超过512kb!',
    uploadFailed: '上传图片失败',
    generateFailed: '生成图片失败',
    tryLater: '请稍后再试',
    internalError: '内部异常，请稍后再试',
  },
};
