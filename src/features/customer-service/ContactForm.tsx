import '@mantine/core/styles/Alert.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { CONTACT_ADDITIONAL_INFO_ROWS } from '../../../contracts/constants';
import { useConfiguredText, usePortalConfig } from '../../app/config-context';
import { countryOptions, useStateField } from '../forms/address-options';
import classes from './ContactForm.module.css';
import { ContactResult } from './ContactResult';
import { contactFailureMessages } from './messages';
import { useContactForm } from './use-contact-form';

/**
 * §2 Contact Customer Service form and its result view. Signed in or not: the /accounts screen and
 * /loginCS both show it. Field lengths match the contract's bounds (contracts/schemas/mail.ts).
 */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const { adminConfig, locale } = usePortalConfig();
  const text = useConfiguredText();
  const { form, view, product, field, chooseProduct, chooseCountry, submit, close } = useContactForm();
  const countries = useMemo(() => [{ value: '', label: t`Select a country` }, ...countryOptions(locale)], [locale, t]);
  const stateField = useStateField(view.stateChoices ?? '', locale);

  if (view.sent) return <ContactResult product={product} onClose={close} />;

  const products = adminConfig.CustomerService.Products.map((p) => ({ value: p.prodIdAlias, label: text(p.name) }));
  // The default product (GFT) or a magCode with no configuration still shows as chosen.
  if (!products.some((p) => p.value === form.values.productSelected)) {
    products.unshift({ value: form.values.productSelected, label: form.values.productSelected });
  }
  const subjects = view.subjects.map((s) => ({ title: text(s.title), prompt: text(s.prompt) }));
  const chosen = form.values.emailSubjectSelected;
  const subjectIndex = chosen ? subjects.findIndex((s) => s.title === chosen.title) : -1;
  const countryProps = field('address.country');
  const productProps = field('productSelected');

  return (
    <Stack gap="md" className={classes.form}>
      {view.failure && (
        <Alert color="red" title={t`Your message was not sent`}>
          <Text size="sm">{i18n._(contactFailureMessages[view.failure])}</Text>
          <Text size="sm">
            <Trans>Everything you typed is still in the form below.</Trans>
          </Text>
        </Alert>
      )}
      <form noValidate onSubmit={submit} aria-label={t`Contact Customer Service`}>
        <Stack gap="sm">
          <TextInput label={t`Email Address`} type="email" autoComplete="email" required maxLength={254} {...field('email1')} />
          <TextInput label={t`Confirm Email Address`} type="email" autoComplete="email" required maxLength={254} {...field('email2')} />
          <TextInput label={t`Name`} autoComplete="name" required maxLength={120} {...field('address.name')} />
          <TextInput label={t`Address Line 1`} autoComplete="address-line1" required maxLength={120} {...field('address.address1')} />
          <TextInput label={t`Address Line 2`} autoComplete="address-line2" maxLength={120} {...field('address.address2')} />
          <TextInput label={t`City`} autoComplete="address-level2" required maxLength={80} {...field('address.city')} />
          <NativeSelect
            label={t`Country`}
            autoComplete="country"
            data={countries}
            required
            {...countryProps}
            onChange={(event) => chooseCountry(event.currentTarget.value)}
          />
          {/* Keys keep each field's element its own when the state field changes kind: Preact's diff
              otherwise pairs unkeyed siblings of one type, and the Product select would become the state list. */}
          {view.stateChoices ? (
            <NativeSelect
              key="state-list"
              label={stateField.label}
              autoComplete="address-level1"
              data={[{ value: '', label: t`Select…` }, ...stateField.data]}
              {...field('address.state')}
            />
          ) : (
            <TextInput key="state-text" label={t`State/Province/Region`} autoComplete="address-level1" maxLength={40} {...field('address.state')} />
          )}
          <TextInput label={t`Postal Code`} autoComplete="postal-code" maxLength={12} {...field('address.postalCode')} />
          <TextInput label={t`Account Number`} maxLength={40} description={t`Optional: printed above your name on your magazine label.`} {...field('accountNumber')} />
          <NativeSelect key="product" label={t`Product`} data={products} required {...productProps} onChange={(event) => chooseProduct(event.currentTarget.value)} />
          <NativeSelect
            key="subject"
            label={t`Subject`}
            required
            data={[{ value: '', label: t`Select a subject` }, ...subjects.map((s, i) => ({ value: String(i), label: s.title }))]}
            value={subjectIndex < 0 ? '' : String(subjectIndex)}
            error={field('emailSubjectSelected').error}
            onChange={(event) => {
              const index = event.currentTarget.value;
              form.setFieldValue('emailSubjectSelected', index === '' ? null : subjects[Number(index)]!);
            }}
            onBlur={() => form.validateField('emailSubjectSelected')}
          />
          <Textarea
            label={t`Additional Information`}
            // §2: the chosen subject's prompt shows above the additional-info box.
            description={chosen?.prompt || undefined}
            rows={CONTACT_ADDITIONAL_INFO_ROWS}
            required
            maxLength={5000}
            {...field('emailAdditionalInfo')}
          />
          {view.sending && (
            <Group gap="xs" role="status">
              <Loader size="sm" />
              <Text>
                <Trans>Loading...</Trans>
              </Text>
            </Group>
          )}
          <Group>
            <Button type="submit" disabled={!view.canSubmit}>
              <Trans>Send Message</Trans>
            </Button>
            <Button type="button" variant="default" onClick={close}>
              <Trans>Cancel</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
