import { randomUUID } from 'node:crypto';
import type { Database } from '../db';
import { hashPassword, verifyPassword } from '../db/password';
import {
  findIdentityUserByEmail,
  findIdentityUserById,
  insertIdentityUser,
  updateIdentityUserEmail,
  updateIdentityUserPassword,
  type IdentityUserRow,
} from '../db/repositories/identity-users';
import { deleteOidcSessionsOf } from '../db/repositories/oidc-payloads';
import { revokePasswordResetTokens } from '../db/repositories/password-reset-tokens';
import type { IdpMessages } from './messages';
import type { FieldErrors } from './html';

/**
 * The embedded provider's users (identity_users): credentials, sign-up and the account changes,
 * with the form rules of the pages. Passwords are scrypt hashes (server/db/password.ts) and are
 * never logged.
 */

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;

/** A plain, permissive shape check: one @, a dot in the domain, no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Hashed once, so a sign-in for an unknown email costs the same scrypt work as a wrong password. */
let dummyHash: Promise<string> | undefined;
const timingDummy = () => (dummyHash ??= hashPassword('not-a-real-password-for-timing'));

/** The user whose credentials these are, or null; unknown emails take as long as wrong passwords. */
export async function authenticate(database: Database, email: string, password: string): Promise<IdentityUserRow | null> {
  const user = email.trim() ? await findIdentityUserByEmail(database, email) : null;
  const ok = await verifyPassword(password, user?.passwordHash ?? (await timingDummy()));
  return user && user.passwordHash && ok ? user : null;
}

export function emailError(email: string, t: IdpMessages): string | undefined {
  const value = email.trim();
  if (!value) return t.emailRequired;
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(value)) return t.emailInvalid;
  return undefined;
}

export function newPasswordError(password: string, t: IdpMessages): string | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) return t.passwordTooShort;
  if ([...password].length > PASSWORD_MAX_LENGTH) return t.passwordTooLong;
  return undefined;
}

function nameError(value: string, missing: string, t: IdpMessages): string | undefined {
  if (!value.trim()) return missing;
  if (value.trim().length > NAME_MAX_LENGTH) return t.nameTooLong;
  return undefined;
}

/** Errors of a new password and its confirmation, under the given field names. */
export function passwordPairErrors(password: string, confirmation: string, t: IdpMessages, names = { password: 'password', confirm: 'confirmPassword' }): FieldErrors {
  const errors: FieldErrors = {};
  const problem = newPasswordError(password, t);
  if (problem) errors[names.password] = problem;
  else if (password !== confirmation) errors[names.confirm] = t.passwordsDiffer;
  return errors;
}

export interface Registration {
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
}

export type RegistrationOutcome = { ok: true; user: IdentityUserRow } | { ok: false; errors: FieldErrors };

export async function register(database: Database, form: Registration, locale: string, t: IdpMessages): Promise<RegistrationOutcome> {
  const errors: FieldErrors = {
    ...(emailError(form.email, t) ? { email: emailError(form.email, t) } : {}),
    ...passwordPairErrors(form.password, form.confirmPassword, t),
  };
  const first = nameError(form.firstName, t.firstNameRequired, t);
  if (first) errors.firstName = first;
  const last = nameError(form.lastName, t.lastNameRequired, t);
  if (last) errors.lastName = last;
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  if (await findIdentityUserByEmail(database, form.email)) return { ok: false, errors: { email: t.emailTaken } };
  const id = randomUUID();
  const created = await insertIdentityUser(database, {
    id,
    email: form.email,
    passwordHash: await hashPassword(form.password),
    givenName: form.firstName.trim(),
    familyName: form.lastName.trim(),
    locale,
  });
  if (!created) return { ok: false, errors: { email: t.emailTaken } };
  return { ok: true, user: (await findIdentityUserById(database, id))! };
}

/**
 * Sets a new password, invalidates the user's outstanding reset links and ends their provider
 * sessions and grants, except `keepSessionId` (the session that made the change, if any).
 */
export async function setPassword(database: Database, sub: string, password: string, opts: { keepSessionId?: string } = {}): Promise<void> {
  const hash = await hashPassword(password);
  await database.transaction(() => storePasswordHash(database, sub, hash, opts));
}

/** setPassword with a hash computed beforehand (scrypt stays outside any transaction). */
export async function storePasswordHash(database: Database, sub: string, hash: string, opts: { keepSessionId?: string } = {}): Promise<void> {
  await updateIdentityUserPassword(database, sub, hash);
  await revokePasswordResetTokens(database, sub, new Date());
  await deleteOidcSessionsOf(database, sub, opts.keepSessionId);
}

export interface EmailChange {
  newEmail: string;
  confirmEmail: string;
  currentPassword: string;
}

export type ChangeOutcome = { ok: true } | { ok: false; errors: FieldErrors };

export async function changeEmail(database: Database, user: IdentityUserRow, form: EmailChange, t: IdpMessages): Promise<ChangeOutcome> {
  const errors: FieldErrors = {};
  const problem = emailError(form.newEmail, t);
  if (problem) errors.newEmail = problem;
  else if (form.newEmail.trim().toLowerCase() === user.email.toLowerCase()) errors.newEmail = t.emailUnchanged;
  else if (form.newEmail.trim().toLowerCase() !== form.confirmEmail.trim().toLowerCase()) errors.confirmEmail = t.emailsDiffer;
  if (!form.currentPassword) errors.emailCurrentPassword = t.currentPasswordRequired;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (!user.passwordHash || !(await verifyPassword(form.currentPassword, user.passwordHash))) {
    return { ok: false, errors: { emailCurrentPassword: t.currentPasswordWrong } };
  }
  const taken = await findIdentityUserByEmail(database, form.newEmail);
  if (taken && taken.id !== user.id) return { ok: false, errors: { newEmail: t.emailTaken } };
  if (!(await updateIdentityUserEmail(database, user.id, form.newEmail))) return { ok: false, errors: { newEmail: t.emailTaken } };
  return { ok: true };
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export async function changePassword(
  database: Database,
  user: IdentityUserRow,
  form: PasswordChange,
  t: IdpMessages,
  sessionId: string,
): Promise<ChangeOutcome> {
  const errors: FieldErrors = {
    ...(form.currentPassword ? {} : { currentPassword: t.currentPasswordRequired }),
    ...passwordPairErrors(form.newPassword, form.confirmPassword, t, { password: 'newPassword', confirm: 'confirmPassword' }),
  };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (!user.passwordHash || !(await verifyPassword(form.currentPassword, user.passwordHash))) {
    return { ok: false, errors: { currentPassword: t.currentPasswordWrong } };
  }
  await setPassword(database, user.id, form.newPassword, { keepSessionId: sessionId });
  return { ok: true };
}
