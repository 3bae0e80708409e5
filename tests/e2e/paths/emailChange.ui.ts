import { expect, type Request } from '@playwright/test';
import { actionError, actionSuccess, say, settled, submitting, trigger, urlOf, type ReplayContext, type UiExecutor } from './replay';
import { TWO_ACCOUNTS_IDENTITY, secureSignIn } from './secureSignIn.support';

/**
 * Change of email (/accounts/email) as a subscriber does it: the new address typed twice, Change
 * Email, one POST /cofe per account. Accounts: Boréale 20000011 in French (a change the gateway
 * refuses, `success: false`, routed, which keeps what was typed and changes nothing; or one that goes
 * through: the confirmation, the email on file after the refetch and on a new visit, Change it again).
 *
 * A guest sign-in looks up one account; the choice of accounts (EMAIL.ACCOUNTS) shows for a lookup with
 * several: the secure sign-in two.accounts@northwind.example (10000045 print, 10000046 digital, through
 * the provider's popup), where the path changes the email of the first account only.
 */

const COFE = /\/api\/cofe$/;

/** The email on file of each account used here (server/seed/demo-accounts.json). */
const ON_FILE: Record<string, string> = {
  '20000011': 'camille.pelletier@example.ca',
  '10000045': 'hugo.brandt@example.com',
  '10000046': 'hugo.brandt@example.net',
};

const newEmail = (ctx: ReplayContext) => ctx.page.getByRole('textbox', { name: say(ctx, 'New email address', 'Nouvelle adresse courriel'), exact: true });
const confirmEmail = (ctx: ReplayContext) => ctx.page.getByRole('textbox', { name: say(ctx, 'Confirm new email address', 'Confirmez la nouvelle adresse courriel') });
const changeButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Change Email', 'Changer le courriel') });
const onFile = (ctx: ReplayContext) => ctx.page.getByTestId('current-emails');

export const emailChangeUi: UiExecutor = {
  machineId: 'emailChange',
  drivableFirst: true,
  setup: (path) => {
    const record = async (ctx: ReplayContext) => {
      const sent: Request[] = [];
      ctx.notes.sent = sent;
      ctx.page.on('request', (request) => {
        if (COFE.test(request.url()) && request.method() === 'POST') sent.push(request);
      });
    };
    if (path.steps.some((s) => s.event.type === 'EMAIL.ACCOUNTS')) {
      const [first] = TWO_ACCOUNTS_IDENTITY.accounts;
      return {
        publisher: 'northwind',
        accountNumber: first!,
        postalCode: '60601',
        signIn: false,
        prepare: async (ctx) => {
          await ctx.page.goto(urlOf(ctx, '/login'));
          await secureSignIn(ctx.page, TWO_ACCOUNTS_IDENTITY.email);
          await record(ctx);
        },
      };
    }
    return { publisher: 'boreale', accountNumber: '20000011', postalCode: 'G1R3Z8', prepare: record };
  },
  events: {
    'EMAIL.SUBMIT': async (ctx, event) => {
      // The path's address is sample data: a new one for this account, typed with the path's spaces around it.
      const email = `${ctx.setup.accountNumber}.${ctx.index}@example.com`;
      ctx.notes.email = email;
      const typed = String(event.email).replace(/\S+/, email);
      await newEmail(ctx).fill(typed);
      await confirmEmail(ctx).fill(typed);
      await trigger(ctx, COFE, () => changeButton(ctx).click());
    },
    // The path's accounts are sample data: the identity's first account only (the other unticked).
    'EMAIL.ACCOUNTS': async (ctx) => {
      const [first, second] = TWO_ACCOUNTS_IDENTITY.accounts;
      const choice = ctx.page.getByRole('group', { name: 'Change the email of these accounts' });
      await expect(choice.getByRole('checkbox')).toHaveCount(2);
      await choice.getByRole('checkbox', { name: new RegExp(second!) }).uncheck();
      await expect(choice.getByRole('checkbox', { name: new RegExp(first!) })).toBeChecked();
    },
    'EMAIL.AGAIN': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, 'Change it again', 'Le changer de nouveau') }).click();
    },
    'ACTION.SETTLED': settled,
  },
  states: {
    editing: async (ctx) => {
      const { page } = ctx;
      if (ctx.index === 0) {
        await page.goto(urlOf(ctx, '/accounts/email'));
        await expect(page.getByRole('heading', { name: say(ctx, 'Change of Email', 'Changement de courriel') }).first()).toBeVisible();
        await expect(onFile(ctx)).toContainText(ON_FILE[ctx.setup.accountNumber]!);
        await expect(newEmail(ctx)).toHaveValue('');
        return;
      }
      await expect(changeButton(ctx)).toBeEnabled();
      if (ctx.step?.event.type === 'EMAIL.ACCOUNTS') {
        // The choice made, nothing sent yet.
        expect(ctx.notes.sent as Request[]).toEqual([]);
        return;
      }
      if (ctx.step?.event.type === 'ACTION.SETTLED') {
        // A failure: the §8 message above the form, what was typed kept, the email on file unchanged.
        await expect(actionError(page)).toContainText(say(ctx, 'Error on Change of Email', 'Erreur lors du changement de courriel'));
        await expect(newEmail(ctx)).toHaveValue(ctx.notes.email as string);
        await expect(confirmEmail(ctx)).toHaveValue(ctx.notes.email as string);
        await expect(onFile(ctx)).toContainText(ON_FILE[ctx.setup.accountNumber]!);
        if (ctx.isLast) {
          await page.reload();
          await expect(onFile(ctx)).toContainText(ON_FILE[ctx.setup.accountNumber]!);
        }
      } else {
        // Change it again: the form anew, no message left from the change before.
        await expect(actionError(page)).toHaveCount(0);
        await expect(actionSuccess(page)).toHaveCount(0);
        await expect(onFile(ctx)).toContainText(ctx.notes.email as string);
      }
    },
    changing: async (ctx) => {
      await submitting(ctx);
      // One POST /cofe for the account, with the address trimmed.
      expect((ctx.notes.sent as Request[]).map((r) => r.postDataJSON())).toEqual([
        expect.objectContaining({ accountNumber: ctx.setup.accountNumber, email: ctx.notes.email }),
      ]);
    },
    changed: async (ctx) => {
      const { page } = ctx;
      const email = ctx.notes.email as string;
      await expect(page.locator('[data-page-type="change-email-confirmation"]')).toBeVisible();
      await expect(actionSuccess(page)).toContainText(say(ctx, `Your email address is now ${email}.`, `Votre adresse courriel est maintenant ${email}.`));
      // The refetch 2 s later brings the new email on file.
      await expect(onFile(ctx)).toContainText(email, { timeout: 10_000 });
      // An account left unticked keeps its email.
      if (ctx.setup.accountNumber === TWO_ACCOUNTS_IDENTITY.accounts[0]) await expect(onFile(ctx)).toContainText(ON_FILE[TWO_ACCOUNTS_IDENTITY.accounts[1]!]!);
      if (ctx.isLast) {
        await page.goto(urlOf(ctx, '/accounts/email'));
        await expect(onFile(ctx)).toContainText(email);
      }
    },
  },
};
