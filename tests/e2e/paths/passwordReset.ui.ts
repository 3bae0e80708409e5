import { expect, type Request } from '@playwright/test';
import { actionError, onAccountSummary, say, settled, submitting, trigger, urlOf, type ReplayContext, type UiExecutor } from './replay';

/**
 * Password reset (/accounts/password) as a subscriber does it: the email field comes prefilled with
 * the account's email; the subscriber types the address the link should go to and sends it (POST
 * /passwordreset with the publisher's sign-in client). Accounts: Boréale 20000009 in French for the
 * link that is sent (the notice, then the account summary), Northwind 10000022 for the request the
 * gateway refuses (`success: false`, routed), which keeps the email typed. A reset changes nothing
 * on the account, so these accounts stay as other executors find them.
 */

const RESET = /\/api\/passwordreset$/;

/** The email on file of each account used here (server/seed/demo-accounts.json). */
const ON_FILE: Record<string, string> = { '20000009': 'emily.fisher@example.com', '10000022': 'tara.whitfield@example.com' };

const emailField = (ctx: ReplayContext) => ctx.page.getByRole('textbox', { name: say(ctx, 'Email', 'Courriel'), exact: true });
const sendButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Send Reset Link', 'Envoyer le lien de réinitialisation') });

export const passwordResetUi: UiExecutor = {
  machineId: 'passwordReset',
  setup: (path) => {
    const record = (ctx: ReplayContext) => {
      const sent: Request[] = [];
      ctx.notes.sent = sent;
      ctx.page.on('request', (request) => {
        if (RESET.test(request.url()) && request.method() === 'POST') sent.push(request);
      });
    };
    if (path.steps.some((s) => s.state === 'sent')) return { publisher: 'boreale', accountNumber: '20000009', postalCode: '05401', prepare: async (ctx) => record(ctx) };
    return { publisher: 'northwind', accountNumber: '10000022', postalCode: '95814', prepare: async (ctx) => record(ctx) };
  },
  events: {
    'PASSWORD.SUBMIT': async (ctx, event) => {
      // The path's address is sample data: a new one for this account, typed with the path's spaces around it.
      const email = `reset.${ctx.setup.accountNumber}@example.com`;
      ctx.notes.email = email;
      const typed = String(event.email).replace(/\S+/, email);
      await emailField(ctx).fill(typed);
      await trigger(ctx, RESET, () => sendButton(ctx).click(), { refetch: false });
    },
    'ACTION.SETTLED': settled,
  },
  states: {
    editing: async (ctx) => {
      const { page } = ctx;
      if (ctx.index === 0) {
        await page.goto(urlOf(ctx, '/accounts/password'));
        await expect(page.getByRole('heading', { name: say(ctx, 'Reset Password', 'Réinitialiser le mot de passe') }).first()).toBeVisible();
        // Prefilled with the account's email.
        await expect(emailField(ctx)).toHaveValue(ON_FILE[ctx.setup.accountNumber]!);
        await expect(actionError(page)).toHaveCount(0);
        return;
      }
      // Back on the form after a failure: the §8 message, the email kept, the page not left.
      await expect(actionError(page)).toContainText(say(ctx, 'Error Sending Password Reset', 'Erreur lors de l’envoi de la réinitialisation du mot de passe'));
      await expect(emailField(ctx)).toHaveValue(ctx.notes.email as string);
      await expect(page).toHaveURL(/\/accounts\/password$/);
      await expect(sendButton(ctx)).toBeEnabled();
    },
    sending: async (ctx) => {
      await submitting(ctx);
      // The request carries the address trimmed and the publisher's sign-in client.
      const [request] = ctx.notes.sent as Request[];
      expect(request, 'POST /passwordreset was sent').toBeDefined();
      expect(request!.postDataJSON()).toMatchObject({ email: ctx.notes.email, clientId: expect.stringMatching(/\S/) });
    },
    sent: async (ctx) => {
      await onAccountSummary(ctx);
      const email = ctx.notes.email as string;
      await expect(ctx.page.getByRole('alert').filter({ hasText: say(ctx, 'Password Reset Requested', 'Réinitialisation du mot de passe demandée') })).toContainText(
        say(ctx, `If ${email} has a sign-in, we have sent it a link to reset its password.`, `Si ${email} est associé à une connexion, nous y avons envoyé un lien pour réinitialiser son mot de passe.`),
      );
      expect((ctx.notes.sent as Request[]).length, 'one request, sent once').toBe(1);
    },
  },
};
