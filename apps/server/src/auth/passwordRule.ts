import { randomInt } from 'node:crypto';
import { PASSWORD_MAX_LENGTH } from '@app/api-client';

// The password rule itself is shared with the forms (`satisfiesPasswordRule` in @app/api-client).
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
