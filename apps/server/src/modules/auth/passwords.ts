/**
 * Password rules (A2) and hashing. The rules run on register, reset and (later) change-password, so they
 * live here as one pure function that answers the list of problems, empty when the password is fine.
 */
import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) at OWASP's minimum: 19 MiB, two passes, one lane. */
const HASH_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordTexts = {
  tooShort: `This password is too short. It must contain at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `This password is too long. It must contain at most ${PASSWORD_MAX_LENGTH} characters.`,
  entirelyNumeric: 'This password is entirely numeric.',
  tooCommon: 'This password is too common.',
  tooSimilar: (what: string) => `The password is too similar to the ${what}.`,
} as const;

/**
 * The list ships in this folder: the 15,073 entries of the zxcvbn-ts common password list
 * (@zxcvbn-ts/language-common 4.1.3, 49,233 passwords, MIT, see common-passwords.LICENSE.txt) that the
 * other rules do not already refuse (8-128 characters, not entirely numeric), lower-cased. Loaded lazily
 * so that importing this module costs nothing until a password is checked.
 */
let commonPasswords: Set<string> | undefined;
export function commonPasswordList(): Set<string> {
  commonPasswords ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return commonPasswords;
}

export interface PasswordOwner {
  email: string;
  firstName: string;
  lastName: string;
}

const normalise = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

/**
 * "Too similar" (A2), kept simple so that it can be explained to a user: after lower-casing and dropping
 * everything but letters and digits, a password is too similar to an attribute (the whole e-mail, its local
 * part, the first name, the last name) when the longest run of characters they share is at least 3 long and
 * covers at least half of the password. "maya2024" is refused for Maya, "student12" for sam.student@...,
 * while "mannequin12" stays fine for Ann (3 of 11 characters).
 */
export function isTooSimilar(password: string, attribute: string): boolean {
  const p = normalise(password);
  const a = normalise(attribute);
  if (p.length === 0 || a.length === 0) return false;
  const shared = longestCommonSubstring(p, a);
  return shared >= 3 && shared * 2 >= p.length;
}

function longestCommonSubstring(a: string, b: string): number {
  let best = 0;
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        const run = (previous[j - 1] ?? 0) + 1;
        current[j] = run;
        best = Math.max(best, run);
      }
    }
    previous = current;
  }
  return best;
}

/** Every problem of a new password, in the order a user should fix them; empty when it is acceptable. */
export function passwordProblems(password: string, owner: PasswordOwner): string[] {
  if (password.length < PASSWORD_MIN_LENGTH) return [passwordTexts.tooShort];
  if (password.length > PASSWORD_MAX_LENGTH) return [passwordTexts.tooLong];
  const problems: string[] = [];
  const localPart = owner.email.split('@')[0] ?? '';
  const similarTo = [
    ['email address', owner.email],
    ['email address', localPart],
    ['first name', owner.firstName],
    ['last name', owner.lastName],
  ] as const;
  const similar = similarTo.find(([, value]) => isTooSimilar(password, value));
  if (similar) problems.push(passwordTexts.tooSimilar(similar[0]));
  if (commonPasswordList().has(password.toLowerCase())) problems.push(passwordTexts.tooCommon);
  if (/^\d+$/.test(password)) problems.push(passwordTexts.entirelyNumeric);
  return problems;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as "wrong password", never as a 500.
    return false;
  }
}

/**
 * Verifying against this hash when the e-mail is unknown makes a failed login take as long whether or not
 * the account exists, so response times do not reveal which e-mails are registered.
 */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that never matches');
  return decoyHash;
}
