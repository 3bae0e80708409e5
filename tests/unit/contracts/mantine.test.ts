import { describe, it, expect } from 'vitest';
import { schemaResolver } from '@mantine/form';
import { ZContactFormSchema } from '../../../contracts/validation';

/** The §5 schemas plug straight into @mantine/form through Standard Schema (the sign-in forms' rules are plain functions: validation.test.ts). */
describe('@mantine/form schemaResolver with the §5 schemas', () => {
  it('maps issues to dotted field paths, one message per field', () => {
    const validate = schemaResolver(ZContactFormSchema, { sync: true });
    const errors = validate({
      email1: 'a@b.co',
      email2: 'c@d.co',
      address: { name: '', address1: '1 Main', city: 'X', country: 'US' },
      productSelected: 'GFT',
      emailSubjectSelected: null,
      emailAdditionalInfo: ' ',
    });
    expect(errors).toEqual({
      email2: 'Emails do not match',
      'address.name': 'Required',
      emailSubjectSelected: 'Required',
      emailAdditionalInfo: 'Required',
    });
  });

});
