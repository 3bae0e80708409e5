import { z } from 'zod';
import type { TAddress } from '../../../../../contracts/schemas/customer';
import { ZContactAddressFormSchema } from '../../../../../contracts/validation/forms';
import { checkPostalCodeFor, checkStateFor } from '../../../../../contracts/validation/postalCode';
import type { AddressFields } from '../../../../../machines/rules/profile-actions';
import { shownPostalCode } from '../../../../../contracts/reference/postalCodes';

/**
 * §5 address rules of a new address: name, address1, city and country required (the contact-form
 * address), plus the name-and-address rules per country: US/CA state required, US postal code of
 * 5 digits, CA postal code A1A 1A1, elsewhere required unless the country has none.
 */
export const ZNewAddressFormSchema = ZContactAddressFormSchema.superRefine((form, ctx) => {
  const state = checkStateFor(form.country, form.state);
  if (state) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['state'], message: state });
  const postal = checkPostalCodeFor(form.country, form.postalCode ?? '');
  if (postal) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ['postalCode'], message: postal });
});
export type TNewAddressForm = Required<z.infer<typeof ZContactAddressFormSchema>>;

/** The form's values for an address: the one already typed, else the account's current one ('%' shows as blank). */
export function addressFormOf(address: AddressFields | TAddress | null | undefined): TNewAddressForm {
  return {
    name: address?.name ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    postalCode: shownPostalCode(address?.postalCode),
    country: address?.country ?? '',
  };
}

/** The address step's form: the customer's new address and the gift recipients', each checked only when its accounts were chosen. */
export function addressStepSchema(chosen: { own: boolean; gifts: boolean }) {
  return z.object({
    address: chosen.own ? ZNewAddressFormSchema : z.unknown(),
    giftAddress: chosen.gifts ? ZNewAddressFormSchema : z.unknown(),
  });
}
