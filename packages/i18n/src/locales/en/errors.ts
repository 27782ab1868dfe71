import type { errors as zh } from '../zh/errors';
import type { SameKeys } from '../types';

export const errors = {
  '0': 'Success',
  '10001': 'Incorrect username or password',
  '10002': 'The default group cannot be changed or deleted',
  '10003': 'Parameter error',
  '10004': 'User does not exist',
  '10005': 'Mobile verification code error',
  '10006': 'Email verification code error',
  '10009': 'Creation failed, please try again later',
  '10010': 'Unknown error, please try again later',
  '10098': 'Waiting for approval',
  '10099': 'Please log in first',
  '10100': 'Unsupported file extension',
  '10101': 'User already exists',
  '10102': 'Email already exists',
  '10103': 'The phone number already exists',
  '10104': 'The user has been deleted or disabled',
  '10105': 'Too many login attempts, please try again later',
  '10106': 'No permission',
  '10107': 'Sent too often, please try again later',
  '10108': 'Registration is closed',
  '10109': 'The job queue is not reachable right now; try again later.',
  invalidFields: 'Invalid parameters: {{fields}}',
  unknown: 'Unknown error',
  tryLater: 'Please try again later',
} satisfies SameKeys<typeof zh>;
