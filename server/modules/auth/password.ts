/** Password hashing (argon2id) and the rules a new password must meet. */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../contract/auth.js';
import type { MessageKey } from '../../i18n/translate.js';

/** Algorithm 2 is argon2id in @node-rs/argon2; the costs are OWASP's recommended minimum. */
const ARGON2ID = 2;
const hashOptions = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashOptions);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifying against this when the account is unknown makes a wrong account cost as much time as a
 * wrong password, so the answer's timing does not tell which one it was.
 */
export function hashForUnknownAccounts(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummyHash;
}

let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary.passwords.map((p) => p.toLowerCase()));
  return common;
}

/** Why a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): MessageKey | null {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return 'validation.tooShort';
  if (commonPasswords().has(password.toLowerCase())) return 'passwordTooCommon';
  return null;
}

/** A random password for a new account: 20 characters from an unambiguous alphabet. */
export function generatePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  const bytes = randomBytes(20);
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
