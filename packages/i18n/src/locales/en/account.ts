import type { account as zh } from '../zh/account';
import type { SameKeys } from '../types';

export const account = {
  title: 'My account',
  tabs: {
    account: 'Account settings',
    security: 'Security settings',
  },
  profile: {
    avatar: 'Profile image',
    username: 'Username',
    nickname: 'Nickname',
    editNickname: 'Change nickname',
    saveNickname: 'Save nickname',
    cancelNickname: 'Cancel',
    phone: 'Phone number',
    email: 'Email',
    notBound: 'Not linked',
    avatarFailed: 'Changing the profile image failed',
    nicknameFailed: 'Changing the nickname failed',
  },
  password: {
    old: 'Current password',
    oldPlaceholder: 'Enter your current password',
    oldRequired: 'Enter your current password',
    new: 'New password',
    newPlaceholder: '6-20 characters; 3 of A-Z, a-z, 0-9, symbols',
    confirm: 'Confirm new password',
    confirmPlaceholder: 'Enter the new password again',
    submit: 'Change password',
    success: 'Password changed',
    failed: 'Changing the password failed',
    wrongOld: 'The current password is wrong',
  },
} satisfies SameKeys<typeof zh>;
