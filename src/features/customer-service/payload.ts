import type { TContactEmailPayload } from '../../../contracts/schemas/mail';
import type { TContactForm } from '../../../contracts/validation/forms';
import type { PersistedSession } from '../../../machines/flows/session.machine';
import type { TLookupSuccess } from '../../../contracts/schemas/lookup';
import { shownPostalCode } from '../../../contracts/reference/postalCodes';

/**
 * The contact form's values (§2) and the §3 Contact email payload built from them. Pure: the
 * screen validates the form first (ZContactFormSchema), so required fields are present here.
 */

export const EMPTY_CONTACT_FORM: TContactForm = {
  email1: '',
  email2: '',
  address: { name: '', address1: '', address2: '', city: '', state: '', postalCode: '', country: '' },
  accountNumber: '',
  productSelected: '',
  emailSubjectSelected: null,
  emailAdditionalInfo: '',
};

/** The form prefilled from the signed-in customer where known (their first account, else the sign-in). */
export function prefilledContactForm(
  signedIn: { session: PersistedSession | null; lookup: TLookupSuccess | null },
  productSelected: string,
): TContactForm {
  const customer = signedIn.lookup?.customers[0];
  const email = customer?.email || signedIn.session?.email || '';
  const address = customer?.address;
  return {
    ...EMPTY_CONTACT_FORM,
    email1: email,
    email2: email,
    address: address
      ? {
          name: address.name,
          address1: address.address1,
          address2: address.address2 ?? '',
          city: address.city,
          state: address.state ?? '',
          // The no-postal-code placeholder (§5) is not something to show.
          postalCode: shownPostalCode(address.postalCode),
          country: address.country,
        }
      : EMPTY_CONTACT_FORM.address,
    accountNumber: customer?.accountNumber ?? signedIn.session?.loginAccountNumber ?? '',
    productSelected,
  };
}

/**
 * The prefill that arrives after the user began (the customer looked up again after a reload):
 * it fills only what is still empty, the address as a whole, so nothing typed is overwritten.
 */
export function fillEmptyFields(current: TContactForm, prefill: TContactForm): TContactForm {
  const blank = (value: string | undefined) => (value ?? '').trim() === '';
  const addressBlank = Object.values(current.address).every((value) => blank(value));
  return {
    ...current,
    email1: blank(current.email1) ? prefill.email1 : current.email1,
    email2: blank(current.email2) ? prefill.email2 : current.email2,
    address: addressBlank ? prefill.address : current.address,
    accountNumber: blank(current.accountNumber) ? prefill.accountNumber : current.accountNumber,
  };
}

/** §3 Contact email payload: the whole form as emailContent, plus what the gateway mails with. */
export function contactEmailPayload(form: TContactForm, custServEmailAddress: string): TContactEmailPayload {
  const subject = form.emailSubjectSelected ?? { title: '', prompt: '' };
  const trim = (value: string | undefined) => (value ?? '').trim();
  const address = {
    name: trim(form.address.name),
    address1: trim(form.address.address1),
    address2: trim(form.address.address2),
    city: trim(form.address.city),
    state: trim(form.address.state),
    postalCode: trim(form.address.postalCode),
  };
  const accountNumber = trim(form.accountNumber);
  return {
    emailType: 'Send Custserv Email',
    emailContent: {
      email1: form.email1.trim(),
      email2: form.email2.trim(),
      address: { ...address, country: form.address.country },
      accountNumber,
      productSelected: form.productSelected,
      emailSubjectSelected: { title: subject.title, prompt: subject.prompt },
      emailAdditionalInfo: form.emailAdditionalInfo.trim(),
    },
    custServEmailAddress,
    customerEmailAddress: form.email1.trim(),
    emailSubject: subject.title,
    customer: {
      address: { ...address, address3: '', countryCode: form.address.country },
      prodIdAlias: form.productSelected,
      accountNumber,
    },
    prodIdAlias: form.productSelected,
    fromLogin: true,
  };
}
