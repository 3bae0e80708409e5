import { useLingui } from '@lingui/react';
import { schemaResolver, useForm, type UseFormReturnType } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { ZContactFormSchema, type TContactForm } from '../../../contracts/validation/forms';
import { contactFormMachine } from '../../../machines/flows/contact-form.machine';
import { usePortalConfig } from '../../app/config-context';
import { useSessionActor } from '../session/session-context';
import { sendCustServEmail, subjectsOf } from './actors';
import { contactFieldError } from './messages';
import { contactEmailPayload, fillEmptyFields, prefilledContactForm } from './payload';

export type ContactFormValues = TContactForm;
type Form = UseFormReturnType<TContactForm>;

/**
 * Wires the contact-form machine (§4 Contact form) to the real gateway, the configuration and the
 * form. The form holds the values and stays mounted through a failed send, so nothing typed is
 * lost; the machine holds the flow and orders the changes it makes to the values.
 */
export function useContactForm() {
  const { clientConfig, adminConfig } = usePortalConfig();
  const session = useSessionActor();
  const navigate = useNavigate();
  const formRef = useRef<Form | null>(null);
  const signedIn = useSelector(session, (s) => s.matches('signedIn'));
  const signedInRef = useRef(signedIn);

  const actor = useActorRef(
    contactFormMachine.provide({
      actors: {
        loadSubjects: fromPromise(async ({ input }) => subjectsOf(adminConfig, input.prodIdAlias)),
        sendCustServEmail: fromPromise(({ input }) => sendCustServEmail(input.payload, signedInRef.current)),
      },
      actions: {
        'clear subject': () => formRef.current?.setFieldValue('emailSubjectSelected', null),
        'clear state': () => formRef.current?.setFieldValue('address.state', ''),
        navigate: (_, { to }) => void navigate({ to }),
      },
    }),
    {
      input: {
        magCode: clientConfig.magCode,
        country: prefilledContactForm(session.getSnapshot().context, '').address.country,
      },
    },
  );

  const form = useForm<TContactForm>({
    mode: 'controlled',
    initialValues: prefilledContactForm(session.getSnapshot().context, actor.getSnapshot().context.productSelected),
    validate: schemaResolver(ZContactFormSchema, { sync: true }),
    validateInputOnBlur: true,
  });
  useEffect(() => {
    formRef.current = form;
    signedInRef.current = signedIn;
  });

  // After a reload the customer arrives once the account area has looked it up again: it fills
  // what is still empty then.
  const lookup = useSelector(session, (s) => s.context.lookup);
  const prefilledWith = useRef(session.getSnapshot().context.lookup);
  useEffect(() => {
    if (!lookup || lookup === prefilledWith.current) return;
    prefilledWith.current = lookup;
    const current = form.getValues();
    const values = fillEmptyFields(current, prefilledContactForm(session.getSnapshot().context, current.productSelected));
    // The country first: changing it clears the state, which the prefill then sets.
    if (values.address !== current.address) actor.send({ type: 'CONTACT.COUNTRY', country: values.address.country });
    form.setValues(values);
  }, [lookup, form, actor, session]);

  const view = useSelector(
    actor,
    (s) => ({
      canSubmit: s.matches({ open: { form: 'editing' } }),
      sending: s.hasTag('sending'),
      sent: s.matches({ open: 'sent' }),
      subjects: s.context.subjects,
      stateChoices: s.context.stateChoices,
      failure: s.context.failure,
    }),
    (a, b) =>
      a.canSubmit === b.canSubmit &&
      a.sending === b.sending &&
      a.sent === b.sent &&
      a.subjects === b.subjects &&
      a.stateChoices === b.stateChoices &&
      a.failure === b.failure,
  );

  const product = adminConfig.CustomerService.Products.find((p) => p.prodIdAlias === form.values.productSelected);
  const { i18n } = useLingui();

  return {
    form,
    view,
    product,
    /** `form.getInputProps(path)` with the contact form's messages in the active language. */
    field: (path: string) => {
      const props = form.getInputProps(path);
      return { ...props, error: contactFieldError(i18n, path, props.error) };
    },
    chooseProduct: (prodIdAlias: string) => {
      form.setFieldValue('productSelected', prodIdAlias);
      actor.send({ type: 'CONTACT.PRODUCT', prodIdAlias });
    },
    chooseCountry: (country: string) => {
      form.setFieldValue('address.country', country);
      actor.send({ type: 'CONTACT.COUNTRY', country });
    },
    submit: form.onSubmit((values) => {
      actor.send({ type: 'CONTACT.SUBMIT', payload: contactEmailPayload(values, product?.custServEmailAddress ?? '') });
    }),
    close: () => actor.send({ type: 'CONTACT.CLOSE' }),
  };
}
