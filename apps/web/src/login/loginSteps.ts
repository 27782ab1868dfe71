// The steps of the login screen (spec/1 section 4): login <-> register; login -> find password ->
// set new password -> reset success -> login. A stored flag reopens the screen on find-password
// while the user is in that flow, so a reload (or a look at the mailbox) does not lose their place.

export type LoginStep = 'login' | 'register' | 'findPassword' | 'setPassword' | 'resetSuccess';

export type LoginStepEvent = 'register' | 'forgotPassword' | 'codeVerified' | 'passwordReset' | 'backToLogin';

const transitions: Record<LoginStep, Partial<Record<LoginStepEvent, LoginStep>>> = {
  login: { register: 'register', forgotPassword: 'findPassword' },
  register: { backToLogin: 'login' },
  findPassword: { codeVerified: 'setPassword', backToLogin: 'login' },
  setPassword: { passwordReset: 'resetSuccess', backToLogin: 'login' },
  resetSuccess: { backToLogin: 'login' },
};

/** The step after `event`; an event the step does not offer leaves it where it is. */
export function nextLoginStep(step: LoginStep, event: LoginStepEvent): LoginStep {
  return transitions[step][event] ?? step;
}

export const LOGIN_TYPE_STORAGE_KEY = 'app-login-type';
const FIND_PASSWORD = 'findPassword';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** find-password when the stored flag is set, otherwise login. */
export function initialLoginStep(storage: FlagStorage = window.localStorage): LoginStep {
  return storage.getItem(LOGIN_TYPE_STORAGE_KEY) === FIND_PASSWORD ? 'findPassword' : 'login';
}

/** Set while the user is finding their password; cleared back on login and once the reset is done. */
export function rememberLoginStep(step: LoginStep, storage: FlagStorage = window.localStorage): void {
  if (step === 'findPassword' || step === 'setPassword') storage.setItem(LOGIN_TYPE_STORAGE_KEY, FIND_PASSWORD);
  else storage.removeItem(LOGIN_TYPE_STORAGE_KEY);
}
