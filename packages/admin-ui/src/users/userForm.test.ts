import { EMPTY_UUID, ROLE_DEV, type UserRead } from '@app/api-client';
import { describe, expect, it } from 'vitest';
import { emptyUserForm, toUserCreate, toUserUpdate, userFormErrors, userFormFrom, withDefaultGroup, type UserFormValues } from './userForm';

const valid: UserFormValues = {
  profile_image: '/api/v1/files/public/a',
  username: 'zhangsan',
  name: '张三丰',
  password: 'Secret#123',
  telephone: '',
  email: '',
  role: ROLE_DEV,
  user_group_ids: [EMPTY_UUID, 'g1'],
};

const existing: UserRead = {
  id: 'u1',
  username: 'zhangsan',
  name: '张三丰',
  email: null,
  telephone: '13912345678',
  profile_image: '/api/v1/files/public/a',
  role: ROLE_DEV,
  is_active: true,
  user_groups: [{ id: 'g1', name: '研发部' }],
  user_group_ids: ['g1'],
  created_at: '2025-01-01T00:00:00Z',
  last_login_at: null,
};

describe('userFormErrors', () => {
  it('asks for the image, a username, a nickname and a password on create', () => {
    expect(userFormErrors(emptyUserForm(), 'create')).toEqual({
      profile_image: 'userForm.profileImageRequired',
      username: 'auth:validation.nameLength',
      name: 'auth:validation.nameLength',
      password: 'auth:validation.passwordLength',
    });
  });

  it('applies the shared username and password rules', () => {
    expect(userFormErrors({ ...valid, username: '12345' }, 'create').username).toBe('auth:validation.usernameLetter');
    expect(userFormErrors({ ...valid, username: 'bad name' }, 'create').username).toBe('auth:validation.usernameFormat');
    expect(userFormErrors({ ...valid, password: 'abcdefgh' }, 'create').password).toBe('auth:validation.passwordStrength');
  });

  it('checks phone and email only when given', () => {
    expect(userFormErrors(valid, 'create')).toEqual({});
    expect(userFormErrors({ ...valid, telephone: '12345', email: 'nobody' }, 'create')).toEqual({ telephone: 'auth:validation.phoneFormat', email: 'auth:validation.emailFormat' });
  });

  it('accepts a blank password on edit but checks a typed one', () => {
    const values = userFormFrom(existing);
    expect(userFormErrors(values, 'edit')).toEqual({});
    expect(userFormErrors({ ...values, password: 'short' }, 'edit')).toEqual({ password: 'auth:validation.passwordLength' });
  });

  it('does not judge the fixed username on edit', () => {
    expect(userFormErrors({ ...userFormFrom(existing), username: 'x' }, 'edit')).toEqual({});
  });
});

describe('payloads', () => {
  it('leaves a blank password out of an update', () => {
    const update = toUserUpdate({ ...userFormFrom(existing), password: '  ' });
    expect(update).not.toHaveProperty('password');
    expect(update).toEqual({
      name: '张三丰',
      profile_image: '/api/v1/files/public/a',
      role: ROLE_DEV,
      email: null,
      telephone: '13912345678',
      user_group_ids: [EMPTY_UUID, 'g1'],
    });
  });

  it('sends a typed password with an update', () => {
    expect(toUserUpdate({ ...userFormFrom(existing), password: 'New#pass1' }).password).toBe('New#pass1');
  });

  it('creates with trimmed names, null for empty contacts and the default group', () => {
    expect(toUserCreate({ ...valid, username: ' zhangsan ', user_group_ids: ['g1'] })).toEqual({
      username: 'zhangsan',
      password: 'Secret#123',
      name: '张三丰',
      profile_image: '/api/v1/files/public/a',
      role: ROLE_DEV,
      email: null,
      telephone: null,
      user_group_ids: [EMPTY_UUID, 'g1'],
    });
  });
});

describe('withDefaultGroup', () => {
  it('puts the default group first, exactly once', () => {
    expect(withDefaultGroup([])).toEqual([EMPTY_UUID]);
    expect(withDefaultGroup(['g1', EMPTY_UUID, 'g2'])).toEqual([EMPTY_UUID, 'g1', 'g2']);
  });
});
