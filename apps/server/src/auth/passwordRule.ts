import { randomInt } from 'node:crypto';

// The password rule of spec/1 section 5: 6-20 characters mixing at least three of digit,
// lowercase, uppercase and special characters.
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

const characterClasses = [/[0-9]/, /[a-z]/, /[A-Z]/, /[^0-9a-zA-Z]/];

export function satisfiesPasswordRule(password: string): boolean {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return false;
  return characterClasses.filter((pattern) => pattern.test(password)).length >= 3;
}

const alphabets = ['23456789', 'abcdefghijkmnpqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '#%+-=@_'];

/** A random 20-character password with every character class (look-alike characters left out). */
export function generatePassword(): string {
  const all = alphabets.join('');
  const characters = alphabets.map((alphabet) => alphabet[randomInt(alphabet.length)]);
  while (characters.length < PASSWORD_MAX_LENGTH) characters.push(all[randomInt(all.length)]);
  for (let i = characters.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [characters[i], characters[j]] = [characters[j], characters[i]];
  }
  return characters.join('');
}
