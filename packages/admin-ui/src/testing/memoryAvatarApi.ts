// In-memory avatar calls for stories and tests: images come back as inline SVG data URLs, so a
// story shows a picture without a server.
import type { GenerateLogoForm, StoredImage } from '@app/api-client';
import type { AvatarApi } from '../avatar/AvatarField';

const palette = ['#4c6ef5', '#12b886', '#fab005', '#fa5252', '#7950f2', '#15aabf'];

/** A square SVG with the hint's first character on a colour picked from the hint. */
export function generatedImage(hint: string): string {
  const colour = palette[[...hint].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0) % palette.length];
  const letter = [...hint.trim()][0]?.toUpperCase() ?? '?';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96"><rect width="96" height="96" fill="${colour}"/><text x="48" y="62" font-size="44" text-anchor="middle" fill="#fff" font-family="sans-serif">${letter}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export interface MemoryAvatarApiOptions {
  uploadAvatar?: (file: Blob, fileName: string) => Promise<StoredImage>;
  generateLogo?: (form: GenerateLogoForm) => Promise<StoredImage>;
}

export function createMemoryAvatarApi(options: MemoryAvatarApiOptions = {}): AvatarApi {
  return {
    uploadAvatar:
      options.uploadAvatar ??
      (async (file, fileName) => ({
        file_path: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : generatedImage(fileName),
      })),
    generateLogo: options.generateLogo ?? (async ({ hint }) => ({ file_path: generatedImage(hint) })),
  };
}
