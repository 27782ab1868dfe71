import type { admin as zh } from '../zh/admin';
import type { SameKeys } from '../types';

export const admin = {
  avatar: {
    label: 'Profile image',
    alt: 'Profile image',
    upload: 'Upload image',
    generate: 'Generate image',
    badType: 'Only png, jpg, jpeg, gif, bmp, webp, ico and svg images are supported!',
    tooLarge: 'The image must not be larger than 512 KB!',
    uploadFailed: 'Image upload failed',
    generateFailed: 'Image generation failed',
    tryLater: 'Please try again later',
    internalError: 'Internal error, please try again later',
  },
} satisfies SameKeys<typeof zh>;
