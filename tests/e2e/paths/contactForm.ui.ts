import { expect } from '@playwright/test';
import {
  callSent,
  onAccountSummary,
  say,
  settled,
  trigger,
  urlOf,
  type ReplayContext,
  type UiExecutor,
} from './replay';

/**
 * Contact customer service (/accounts/customer-service, signed in: the form is prefilled) as a
 * subscriber does it. The subjects come from the configuration the portal already loaded, so loading
 * them is immediate and cannot fail from the browser: a path with `error: loadSubjects` is skipped.
 * Accounts: Northwind 10000001 for product and country changes, 10000008 for the message sent,
 * Boréale 20000001 in French for the failed send (429 routed on POST /custserv-email).
 */

const CUSTSERV = /\/api\/custserv-email$/;

/** A text box or a select by its exact accessible name (labels carry a required asterisk). */
const field = (ctx: ReplayContext, en: string, fr: string) => {
  const name = say(ctx, en, fr);
  return ctx.page.getByRole('textbox', { name, exact: true }).or(ctx.page.getByRole('combobox', { name, exact: true }));
};
const sendButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Send Message', 'Envoyer le message') });
const subjectOptions = (ctx: ReplayContext) => field(ctx, 'Subject', 'Objet').locator('option:not([value=""])');
const failurePanel = (ctx: ReplayContext) => ctx.page.getByRole('alert').filter({ hasText: say(ctx, 'Your message was not sent', 'Votre message n’a pas été envoyé') });

function failStatusOf(event: { error?: unknown } | undefined): number {
  const code = (event?.error as { code?: string } | undefined)?.code;
  return code === 'RATE_LIMITED' ? 429 : 500;
}

export const contactFormUi: UiExecutor = {
  machineId: 'contactForm',
  setup: (path) => {
    const types = path.steps.map((s) => s.event.type);
    if (types.includes('xstate.error.actor.loadSubjects')) {
      return { skip: 'error: loadSubjects cannot happen in the browser: the subjects come from the configuration already loaded (a failed configuration load shows the server-error page instead, machine configLoad)' };
    }
    if (types.includes('xstate.error.actor.sendCustServEmail')) return { publisher: 'boreale', accountNumber: '20000001', postalCode: 'H2J2L4' };
    if (types.includes('CONTACT.SUBMIT')) return { publisher: 'northwind', accountNumber: '10000008', postalCode: '30309' };
    return { publisher: 'northwind', accountNumber: '10000001', postalCode: '10118' };
  },
  events: {
    'CONTACT.PRODUCT': async (ctx, event) => {
      await field(ctx, 'Product', 'Produit').selectOption(String(event.prodIdAlias));
      ctx.notes.product = String(event.prodIdAlias);
    },
    'CONTACT.COUNTRY': async (ctx, event) => {
      await field(ctx, 'Country', 'Pays').selectOption(String(event.country));
      ctx.notes.country = String(event.country);
    },
    'CONTACT.SUBMIT': async (ctx) => {
      const subject = field(ctx, 'Subject', 'Objet');
      const first = (await subjectOptions(ctx).first().getAttribute('value')) ?? '';
      await subject.selectOption(first);
      await field(ctx, 'Additional Information', 'Renseignements supplémentaires').fill('My magazine arrives torn every month.');
      ctx.notes.info = 'My magazine arrives torn every month.';
      await trigger(ctx, CUSTSERV, () => sendButton(ctx).click(), { refetch: false, failStatus: failStatusOf(ctx.next as { error?: unknown }) });
    },
    'CONTACT.CLOSE': async (ctx) => {
      const close = ctx.page.getByRole('button', { name: say(ctx, 'Close', 'Fermer') });
      if (await close.isVisible()) await close.click();
      else await ctx.page.getByRole('button', { name: say(ctx, 'Cancel', 'Annuler') }).click();
    },
    // The subjects load at once from the configuration in memory: nothing to do but wait for them.
    'xstate.done.actor.loadSubjects': async (ctx) => {
      await expect(subjectOptions(ctx).first()).toBeAttached();
    },
    'xstate.done.actor.sendCustServEmail': settled,
    'xstate.error.actor.sendCustServEmail': settled,
  },
  states: {
    // Signed in: the flow starts when the subscriber opens the form (after the sign-in).
    'open.form.loadingSubjects': async (ctx) => {
      if (ctx.index === 0) await ctx.page.goto(urlOf(ctx, '/accounts/customer-service'));
      // The load is immediate: what shows is the product's subject list, with nothing chosen.
      await expect(subjectOptions(ctx).first()).toBeAttached();
      await expect(field(ctx, 'Subject', 'Objet')).toHaveValue('');
      if (ctx.notes.product) await expect(field(ctx, 'Product', 'Produit')).toHaveValue(ctx.notes.product as string);
    },
    'open.form.editing': async (ctx) => {
      await expect(sendButton(ctx)).toBeEnabled();
      if (ctx.step?.event.type === 'CONTACT.COUNTRY') {
        await expect(field(ctx, 'Country', 'Pays')).toHaveValue(ctx.notes.country as string);
        // A new country clears the state; Canada offers the provinces.
        if (ctx.notes.country === 'CA') await expect(field(ctx, 'Province', 'Province')).toHaveValue('');
      }
      if (ctx.step?.event.type === 'xstate.error.actor.sendCustServEmail') {
        await expect(failurePanel(ctx)).toBeVisible();
        await expect(field(ctx, 'Additional Information', 'Renseignements supplémentaires')).toHaveValue(ctx.notes.info as string);
      }
    },
    'open.submitting': async (ctx) => {
      await callSent(ctx);
      await expect(sendButton(ctx)).toBeDisabled();
    },
    'open.sent': async (ctx) => {
      await expect(ctx.page.getByTestId('contact-result')).toBeVisible();
    },
    closed: onAccountSummary,
  },
};
