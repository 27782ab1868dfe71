import { ApiError, AVATAR_MAX_BYTES, UploadKind } from '@app/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryAvatarApi } from '../testing/memoryAvatarApi';
import { renderUi } from '../test/render';
import { AvatarField } from './AvatarField';
import { avatarFileProblem } from './avatarFileProblem';

const fileOf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

describe('avatarFileProblem', () => {
  it.each(['a.png', 'a.JPG', 'a.jpeg', 'a.gif', 'a.bmp', 'a.webp', 'a.ico', 'a.svg'])('accepts %s', (name) => {
    expect(avatarFileProblem(fileOf(name, 10))).toBeNull();
  });

  it.each(['a.tiff', 'a.pdf', 'png', 'a.png.exe', ''])('refuses the type of %j', (name) => {
    expect(avatarFileProblem(fileOf(name, 10))).toBe('type');
  });

  it('accepts exactly 512 KB and refuses one byte more', () => {
    expect(avatarFileProblem({ name: 'a.png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarFileProblem({ name: 'a.png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
  });
});

function setup(overrides: Parameters<typeof createMemoryAvatarApi>[0] = {}, onFailure?: (title: string, message?: string) => void) {
  const api = createMemoryAvatarApi(overrides);
  const uploadAvatar = vi.spyOn(api, 'uploadAvatar');
  const generateLogo = vi.spyOn(api, 'generateLogo');
  const onChange = vi.fn();
  renderUi(<AvatarField value={null} onChange={onChange} api={api} hint="王小明" onFailure={onFailure} />);
  const input = screen.getByLabelText('上传图片') as HTMLInputElement;
  const pick = (file: File) => fireEvent.change(input, { target: { files: [file] } });
  return { uploadAvatar, generateLogo, onChange, pick, input };
}

describe('AvatarField', () => {
  it('accepts only the avatar extensions in the file picker', () => {
    const { input } = setup();
    expect(input.accept).toBe('.png,.jpg,.jpeg,.gif,.bmp,.webp,.ico,.svg');
  });

  it('refuses a file of another type without uploading it', async () => {
    const { pick, uploadAvatar, onChange } = setup();
    pick(fileOf('notes.pdf', 100));
    expect(await screen.findByText('图片格式只支持png、jpg、jpeg、gif、bmp、webp、ico、svg!')).toBeTruthy();
    expect(uploadAvatar).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file over 512 KB without uploading it', async () => {
    const { pick, uploadAvatar } = setup();
    pick(fileOf('big.png', AVATAR_MAX_BYTES + 1));
    expect(await screen.findByText('图片大小不能超过512kb!')).toBeTruthy();
    expect(uploadAvatar).not.toHaveBeenCalled();
  });

  it('uploads an accepted file and hands on the server path', async () => {
    const { pick, uploadAvatar, onChange } = setup({ uploadAvatar: async () => ({ file_path: '/api/v1/files/public/abc' }) });
    const file = fileOf('me.png', 1000);
    pick(file);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/v1/files/public/abc'));
    expect(uploadAvatar).toHaveBeenCalledWith(file, 'me.png');
  });

  it('reports a failed upload as 上传图片失败', async () => {
    const onFailure = vi.fn();
    const { pick, onChange } = setup(
      {
        uploadAvatar: async () => {
          throw new ApiError({ status: 0, kind: 'network', path: '/api/v1/users/upload_avatar', message: 'offline' });
        },
      },
      onFailure,
    );
    pick(fileOf('me.png', 1000));
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith('上传图片失败', '请稍后再试'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('generates an avatar image from the hint', async () => {
    const { generateLogo, onChange } = setup({ generateLogo: async () => ({ file_path: '/api/v1/files/public/gen' }) });
    fireEvent.click(screen.getByRole('button', { name: '生成图片' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('/api/v1/files/public/gen'));
    expect(generateLogo).toHaveBeenCalledWith({ storage_type: UploadKind.USER_AVATAR, hint: '王小明' });
  });

  it.each([
    [500, '内部异常，请稍后再试'],
    [0, '请稍后再试'],
  ])('reports a failed generation (status %i) as 生成图片失败 with %s', async (status, reason) => {
    const onFailure = vi.fn();
    setup(
      {
        generateLogo: async () => {
          throw new ApiError({ status, path: '/api/v1/users/generate_logo', message: 'failed' });
        },
      },
      onFailure,
    );
    fireEvent.click(screen.getByRole('button', { name: '生成图片' }));
    await waitFor(() => expect(onFailure).toHaveBeenCalledWith('生成图片失败', reason));
  });

  it('shows a failure under the field when nobody takes it', async () => {
    setup({
      generateLogo: async () => {
        throw new ApiError({ status: 500, path: '/api/v1/users/generate_logo', message: 'failed' });
      },
    });
    fireEvent.click(screen.getByRole('button', { name: '生成图片' }));
    expect(await screen.findByText('生成图片失败: 内部异常，请稍后再试')).toBeTruthy();
  });
});
