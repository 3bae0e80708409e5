import type { AnyEventObject } from 'xstate';
import type { TContactEmailPayload } from '../../contracts/schemas/mail';
import type { ContactFormInput, ContactSubject } from '../flows/contact-form.machine';

/**
 * Input and events with payloads for the contact-form machine's generated paths
 * (machines/index.ts): every answer of both actors and each kind of country. Sample data only.
 */

export const contactFormPathInput: ContactFormInput = { magCode: 'NWM', country: 'US' };

const subjects: ContactSubject[] = [
  { title: 'Billing question', prompt: 'Please give the invoice number and the amount in question.' },
  { title: { 'en-US': 'Something else', 'fr-CA': 'Autre demande' }, prompt: { 'en-US': 'How can we help?', 'fr-CA': 'Comment pouvons-nous vous aider?' } },
];

const address = { name: 'Alice Walker', address1: '350 Fifth Avenue', city: 'New York', state: 'NY', postalCode: '10118' };

/** A complete §3 payload, as the form sends it. */
export const contactFormSamplePayload: TContactEmailPayload = {
  emailType: 'Send Custserv Email',
  emailContent: {
    email1: 'alice.walker@example.com',
    email2: 'alice.walker@example.com',
    address: { ...address, address2: '', country: 'US' },
    accountNumber: '10000001',
    productSelected: 'NWM',
    emailSubjectSelected: { title: 'Billing question', prompt: 'Please give the invoice number and the amount in question.' },
    emailAdditionalInfo: 'I was charged twice for invoice 4411.',
  },
  custServEmailAddress: 'service@northwind.example',
  customerEmailAddress: 'alice.walker@example.com',
  emailSubject: 'Billing question',
  customer: { address: { ...address, address2: '', address3: '', countryCode: 'US' }, prodIdAlias: 'NWM', accountNumber: '10000001' },
  prodIdAlias: 'NWM',
  fromLogin: true,
};

export const contactFormPathEvents: readonly AnyEventObject[] = [
  { type: 'CONTACT.PRODUCT', prodIdAlias: 'NWB' },
  { type: 'CONTACT.COUNTRY', country: 'CA' },
  { type: 'CONTACT.COUNTRY', country: 'FR' },
  { type: 'CONTACT.SUBMIT', payload: contactFormSamplePayload },
  { type: 'CONTACT.CLOSE' },
  { type: 'xstate.done.actor.loadSubjects', output: subjects },
  { type: 'xstate.error.actor.loadSubjects', error: 'configuration unreadable' },
  { type: 'xstate.done.actor.sendCustServEmail', output: { success: true, messageId: '1' } },
  { type: 'xstate.error.actor.sendCustServEmail', error: { code: 'RATE_LIMITED' } },
  { type: 'xstate.error.actor.sendCustServEmail', error: new Error('Network down') },
];
