import { describe, it, expect } from 'vitest';
import type { z } from 'zod';
import {
  VALIDATION_MESSAGES,
  ZAlphanumericSchema,
  ZContactFormSchema,
  ZEmailChangeFormSchema,
  ZEmailSchema,
  ZMinimumSchema,
  ZNoSpaceSchema,
  ZNumberSchema,
  ZRequiredSchema,
  accountNumberFormErrors,
  emailFormErrors,
  nameAddressFormErrors,
  isValidationMessage,
  type TAccountNumberForm,
  type TNameAddressForm,
} from '../../../contracts/validation';

/** The message of the first issue at a path ('' for the root), or undefined when valid there. */
function errorAt(schema: z.ZodTypeAny, value: unknown, path = ''): string | undefined {
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return result.error.issues.find((i) => i.path.join('.') === path)?.message;
}

describe('VALIDATION_MESSAGES', () => {
  it('holds the exact §5 texts', () => {
    expect(VALIDATION_MESSAGES).toEqual({
      required: 'Required',
      number: 'Must be a number',
      minimum: 'Must be at least 1',
      email: 'Invalid email address',
      noSpace: 'Space is an invalid character.',
      alphanumeric: 'Alphanumeric characters only',
      usPostalCodeLength: 'Must be 5 characters',
      caPostalCodeLength: 'Must be 6 characters',
      invalidPostalCode: 'Invalid Postal Code',
      emailsDoNotMatch: 'Emails do not match',
    });
    expect(isValidationMessage('Required')).toBe(true);
    expect(isValidationMessage('required')).toBe(false);
  });
});

describe('generic checks (§5)', () => {
  it('Required fails on empty and whitespace-only', () => {
    expect(errorAt(ZRequiredSchema, '')).toBe('Required');
    expect(errorAt(ZRequiredSchema, '   ')).toBe('Required');
    expect(errorAt(ZRequiredSchema, '\t\n')).toBe('Required');
    expect(errorAt(ZRequiredSchema, undefined)).toBe('Required');
    expect(errorAt(ZRequiredSchema, 'x')).toBeUndefined();
  });

  it('Number', () => {
    for (const ok of ['0', '12', '12.5', '-3', '']) expect(errorAt(ZNumberSchema, ok)).toBeUndefined();
    for (const bad of ['abc', '12a', '1 2', '1e5x']) expect(errorAt(ZNumberSchema, bad)).toBe('Must be a number');
  });

  it('Minimum 1', () => {
    expect(errorAt(ZMinimumSchema, '1')).toBeUndefined();
    expect(errorAt(ZMinimumSchema, '25')).toBeUndefined();
    expect(errorAt(ZMinimumSchema, '0')).toBe('Must be at least 1');
    expect(errorAt(ZMinimumSchema, '0.5')).toBe('Must be at least 1');
    expect(errorAt(ZMinimumSchema, '-2')).toBe('Must be at least 1');
    expect(errorAt(ZMinimumSchema, 'x')).toBe('Must be a number');
  });

  it('Email pattern', () => {
    for (const ok of ['a@b.co', 'first.last+tag@example.co.uk', '']) expect(errorAt(ZEmailSchema, ok)).toBeUndefined();
    for (const bad of ['a', 'a@b', 'a@@b.com', 'a b@c.com', '@b.com', 'a@b.c', 'a@.com', 'a@b..com']) {
      expect(errorAt(ZEmailSchema, bad), bad).toBe('Invalid email address');
    }
  });

  it('No-space', () => {
    expect(errorAt(ZNoSpaceSchema, 'abc')).toBeUndefined();
    expect(errorAt(ZNoSpaceSchema, 'a c')).toBe('Space is an invalid character.');
    expect(errorAt(ZNoSpaceSchema, ' abc')).toBe('Space is an invalid character.');
  });

  it('Alphanumeric: letters, digits and space', () => {
    expect(errorAt(ZAlphanumericSchema, 'Ab 12')).toBeUndefined();
    expect(errorAt(ZAlphanumericSchema, 'ab-12')).toBe('Alphanumeric characters only');
    expect(errorAt(ZAlphanumericSchema, 'ab%')).toBe('Alphanumeric characters only');
  });
});

describe('account number form', () => {
  const valid = { accountNumber: '123456789', postalCode: '10001' };
  const errors = (form: object, recaptchaEnabled = false) => accountNumberFormErrors(form as TAccountNumberForm, { recaptchaEnabled });
  const at = (form: object, field: string) => errors(form)[field];

  it('accepts a valid form, with or without a captured email', () => {
    expect(errors(valid)).toEqual({});
    expect(errors({ ...valid, captureEmail: '' })).toEqual({});
    expect(errors({ ...valid, captureEmail: 'me@example.com', emailOptIn: true })).toEqual({});
  });

  it('accountNumber: required, number, no spaces', () => {
    expect(at({ ...valid, accountNumber: '  ' }, 'accountNumber')).toBe('Required');
    expect(at({ ...valid, accountNumber: 'A123' }, 'accountNumber')).toBe('Must be a number');
    expect(at({ ...valid, accountNumber: ' 123' }, 'accountNumber')).toBe(
      'Space is an invalid character.',
    );
  });

  it('postalCode: required, no spaces, alphanumeric', () => {
    expect(at({ ...valid, postalCode: '' }, 'postalCode')).toBe('Required');
    expect(at({ ...valid, postalCode: 'K1A 0B1' }, 'postalCode')).toBe(
      'Space is an invalid character.',
    );
    expect(at({ ...valid, postalCode: 'K1A-0B1' }, 'postalCode')).toBe(
      'Alphanumeric characters only',
    );
    expect(at({ ...valid, postalCode: 'K1A0B1' }, 'postalCode')).toBeUndefined();
    // Hong Kong, the UAE: the "no postal code" box sends the §5 placeholder, which passes as is.
    expect(at({ ...valid, postalCode: '%' }, 'postalCode')).toBeUndefined();
    expect(at({ ...valid, postalCode: '%%' }, 'postalCode')).toBe('Alphanumeric characters only');
  });

  it('captureEmail must be valid when given', () => {
    expect(at({ ...valid, captureEmail: 'nope' }, 'captureEmail')).toBe(
      'Invalid email address',
    );
  });

  it('lastName: required only for an address without a postal code, and well-formed text', () => {
    expect(errors({ ...valid, postalCode: '%' })).toEqual({ lastName: 'Required' });
    expect(errors({ ...valid, postalCode: ' % ', lastName: '  ' })).toEqual({ lastName: 'Required' });
    expect(errors({ ...valid, postalCode: '%', lastName: 'Tremblay' })).toEqual({});
    expect(errors({ ...valid, lastName: '' })).toEqual({});
    expect(at({ ...valid, postalCode: '%', lastName: 'Trem\u0000blay' }, 'lastName')).toBe('Contains a character that is not allowed');
  });

  it('a missing or non-text field is Required; an absent optional one is not', () => {
    expect(errors({ postalCode: '10001' })).toEqual({ accountNumber: 'Required' });
    expect(errors({ ...valid, accountNumber: 123 })).toEqual({ accountNumber: 'Required' });
    expect(errors({ ...valid, captureEmail: undefined, lastName: undefined, recaptchaToken: undefined })).toEqual({});
  });

  it('requires the bot-check token only when enabled', () => {
    expect(errors({ ...valid, recaptchaToken: '' }, false)).toEqual({});
    expect(errors({ ...valid, recaptchaToken: '' }, true)).toEqual({ recaptchaToken: 'Required' });
    expect(errors(valid, true)).toEqual({ recaptchaToken: 'Required' });
    expect(errors({ ...valid, recaptchaToken: 'tok' }, true)).toEqual({});
  });
});

describe('email form', () => {
  it('email required and valid; postal code as the account form', () => {
    expect(emailFormErrors({ email: 'a@b.co', postalCode: '90210' })).toEqual({});
    expect(emailFormErrors({ email: ' ', postalCode: '90210' }).email).toBe('Required');
    expect(emailFormErrors({ email: 'a@b', postalCode: '90210' }).email).toBe('Invalid email address');
    expect(emailFormErrors({ email: 'a@b.co', postalCode: '902 10' }).postalCode).toBe(
      'Space is an invalid character.',
    );
    expect(emailFormErrors({ email: 'a@b.co', postalCode: '90#10' }).postalCode).toBe(
      'Alphanumeric characters only',
    );
  });
});

describe('name and address form', () => {
  const us = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: '1 Main St',
    address2: '',
    city: 'Springfield',
    country: 'US',
    state: 'IL',
    postalCode: '62701',
  };
  const nameAddress = (form: object) => nameAddressFormErrors(form as TNameAddressForm);
  const postal = (form: object) => nameAddress(form).postalCode;

  it('accepts a valid US address', () => {
    expect(nameAddress(us)).toEqual({});
  });

  it('requires firstName, lastName, address1, city and country (whitespace counts as empty)', () => {
    for (const field of ['firstName', 'lastName', 'address1', 'city', 'country'] as const) {
      expect(nameAddress({ ...us, [field]: '  ' })[field], field).toBe('Required');
    }
    expect(nameAddress({ ...us, address2: undefined })).toEqual({});
  });

  it('US: state required; postal code required, numeric, exactly 5', () => {
    expect(nameAddress({ ...us, state: '' })['state']).toBe('Required');
    expect(postal({ ...us, postalCode: '' })).toBe('Required');
    expect(postal({ ...us, postalCode: '1234' })).toBe('Must be 5 characters');
    expect(postal({ ...us, postalCode: '123456' })).toBe('Must be 5 characters');
    expect(postal({ ...us, postalCode: '12a45' })).toBe('Must be a number');
    expect(postal({ ...us, postalCode: '12345' })).toBeUndefined();
  });

  it('CA: state required; 6 characters ignoring a space, shape A1A 1A1', () => {
    const ca = { ...us, country: 'CA', state: 'ON', postalCode: 'K1A 0B1' };
    expect(nameAddress(ca)).toEqual({});
    expect(postal({ ...ca, postalCode: 'k1a 0b1' })).toBeUndefined();
    expect(postal({ ...ca, postalCode: 'K1A0B1' })).toBeUndefined();
    expect(postal({ ...ca, postalCode: 'K1A0B' })).toBe('Must be 6 characters');
    expect(postal({ ...ca, postalCode: 'K1A 0B12' })).toBe('Must be 6 characters');
    expect(postal({ ...ca, postalCode: 'KKA0B1' })).toBe('Invalid Postal Code');
    expect(postal({ ...ca, postalCode: '123456' })).toBe('Invalid Postal Code');
    expect(postal({ ...ca, postalCode: '' })).toBe('Required');
    expect(nameAddress({ ...ca, state: ' ' })['state']).toBe('Required');
  });

  it('other countries: postal code required unless the country has none; state optional', () => {
    const fr = { ...us, country: 'FR', state: '', postalCode: '75001' };
    expect(nameAddress(fr)).toEqual({});
    expect(postal({ ...fr, postalCode: ' ' })).toBe('Required');
    expect(nameAddress({ ...fr, country: 'AE', postalCode: '' })).toEqual({});
    expect(nameAddress({ ...fr, country: 'HK', postalCode: undefined })).toEqual({});
  });
});

describe('contact form', () => {
  const valid = {
    email1: 'reader@example.com',
    email2: 'reader@example.com',
    address: { name: 'Ada Lovelace', address1: '1 Main St', address2: '', city: 'Springfield', state: '', postalCode: '', country: 'US' },
    accountNumber: '',
    productSelected: 'GFT',
    emailSubjectSelected: { title: 'Missing issue', prompt: 'Which issue?' },
    emailAdditionalInfo: 'My March issue never came.',
  };

  it('accepts a valid form (address2, state, postalCode, accountNumber optional)', () => {
    expect(ZContactFormSchema.safeParse(valid).success).toBe(true);
  });

  it('email1 and email2: required and valid', () => {
    expect(errorAt(ZContactFormSchema, { ...valid, email1: '' }, 'email1')).toBe('Required');
    expect(errorAt(ZContactFormSchema, { ...valid, email1: 'x@' }, 'email1')).toBe('Invalid email address');
    expect(errorAt(ZContactFormSchema, { ...valid, email2: '  ' }, 'email2')).toBe('Required');
    expect(errorAt(ZContactFormSchema, { ...valid, email2: 'nope' }, 'email2')).toBe('Invalid email address');
  });

  it('email2 must equal email1', () => {
    expect(errorAt(ZContactFormSchema, { ...valid, email2: 'other@example.com' }, 'email2')).toBe('Emails do not match');
    expect(errorAt(ZContactFormSchema, { ...valid, email2: 'Reader@Example.com' }, 'email2')).toBeUndefined();
  });

  it('subject, product and additional info required', () => {
    expect(errorAt(ZContactFormSchema, { ...valid, emailSubjectSelected: null }, 'emailSubjectSelected')).toBe('Required');
    expect(
      errorAt(ZContactFormSchema, { ...valid, emailSubjectSelected: { title: ' ', prompt: '' } }, 'emailSubjectSelected'),
    ).toBe('Required');
    expect(errorAt(ZContactFormSchema, { ...valid, productSelected: '' }, 'productSelected')).toBe('Required');
    expect(errorAt(ZContactFormSchema, { ...valid, emailAdditionalInfo: '   ' }, 'emailAdditionalInfo')).toBe('Required');
  });

  it('address name, address1, country and city required', () => {
    for (const field of ['name', 'address1', 'country', 'city'] as const) {
      const form = { ...valid, address: { ...valid.address, [field]: '' } };
      expect(errorAt(ZContactFormSchema, form, `address.${field}`), field).toBe('Required');
    }
  });
});

describe('email change form', () => {
  it('confirmation must match', () => {
    expect(ZEmailChangeFormSchema.safeParse({ email: 'a@b.co', confirmEmail: 'a@b.co' }).success).toBe(true);
    expect(errorAt(ZEmailChangeFormSchema, { email: 'a@b.co', confirmEmail: 'c@d.co' }, 'confirmEmail')).toBe(
      'Emails do not match',
    );
    expect(errorAt(ZEmailChangeFormSchema, { email: '', confirmEmail: 'c@d.co' }, 'email')).toBe('Required');
    expect(errorAt(ZEmailChangeFormSchema, { email: 'a@b.co', confirmEmail: 'c@d' }, 'confirmEmail')).toBe(
      'Invalid email address',
    );
  });
});
