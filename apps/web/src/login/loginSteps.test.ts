import { describe, expect, it } from 'vitest';
import { initialLoginStep, LOGIN_TYPE_STORAGE_KEY, nextLoginStep, rememberLoginStep, type LoginStep, type LoginStepEvent } from './loginSteps';

describe('login steps', () => {
  it.each<[LoginStep, LoginStepEvent, LoginStep]>([
    ['login', 'register', 'register'],
    ['register', 'backToLogin', 'login'],
    ['login', 'forgotPassword', 'findPassword'],
    ['findPassword', 'codeVerified', 'setPassword'],
    ['setPassword', 'passwordReset', 'resetSuccess'],
    ['resetSuccess', 'backToLogin', 'login'],
    ['findPassword', 'backToLogin', 'login'],
    ['setPassword', 'backToLogin', 'login'],
  ])('%s --%s--> %s', (step, event, expected) => {
    expect(nextLoginStep(step, event)).toBe(expected);
  });

  it.each<[LoginStep, LoginStepEvent]>([
    ['login', 'passwordReset'],
    ['register', 'forgotPassword'],
    ['findPassword', 'passwordReset'],
    ['resetSuccess', 'register'],
  ])('ignores %s --%s--> (not offered by that step)', (step, event) => {
    expect(nextLoginStep(step, event)).toBe(step);
  });
});

describe('stored login-type flag', () => {
  it('opens on login without the flag', () => {
    expect(initialLoginStep()).toBe('login');
  });

  it('is set by the find-password flow and reopens the screen there', () => {
    rememberLoginStep('findPassword');
    expect(initialLoginStep()).toBe('findPassword');
    rememberLoginStep('setPassword');
    expect(initialLoginStep()).toBe('findPassword');
  });

  it.each<LoginStep>(['login', 'resetSuccess', 'register'])('is cleared on %s', (step) => {
    rememberLoginStep('findPassword');
    rememberLoginStep(step);
    expect(window.localStorage.getItem(LOGIN_TYPE_STORAGE_KEY)).toBeNull();
    expect(initialLoginStep()).toBe('login');
  });
});
