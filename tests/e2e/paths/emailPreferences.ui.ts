import { expect, type Request } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { say, settled, submitting, trigger, urlOf, type ReplayContext, type UiExecutor } from './replay';

/**
 * Communication preferences (/accounts/preferences) as a subscriber does it: each account's two
 * switches, Save Preferences offered only while a switch differs from the account. The path's
 * customer key is sample data: the switches are the signed-in account's. Accounts, both with emails
 * from our partners off as in the path's sample: Boréale 20000002 in French for the save that goes
 * through (the switch stays on after a new visit), Northwind 10000025 for the save the gateway
 * fails (a 500, routed), which keeps the switch and saves nothing.
 */

const COFP = /\/api\/cofp$/;

const PERMISSIONS: Record<string, [string, string]> = {
  emailUseAnywherePerm: ['Emails from our partners', 'Courriels de nos partenaires'],
  emailUseForCompanyPerm: ['Emails from us', 'Courriels de notre part'],
};

const switchOf = (ctx: ReplayContext, permission: string) => {
  const [en, fr] = PERMISSIONS[permission]!;
  return ctx.page.getByTestId(`preferences-${ctx.setup.accountNumber}`).getByRole('switch', { name: say(ctx, en, fr) });
};
const saveButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Save Preferences', 'Enregistrer les préférences') });

/** What the path's machine says of Save at this step: offered only while a switch differs from the account. */
const canSave = (ctx: ReplayContext) => ((ctx.step?.snapshot ?? ctx.path.initial.snapshot) as AnyMachineSnapshot).can({ type: 'PREFERENCES.SAVE' });

export const emailPreferencesUi: UiExecutor = {
  machineId: 'emailPreferences',
  setup: (path) => {
    const record = async (ctx: ReplayContext) => {
      const sent: Request[] = [];
      ctx.notes.sent = sent;
      ctx.page.on('request', (request) => {
        if (COFP.test(request.url()) && request.method() === 'POST') sent.push(request);
      });
    };
    const saves = path.steps.some((s) => s.event.type === 'ACTION.SETTLED' && (s.event as { result?: { status?: string } }).result?.status === 'success');
    if (saves) return { publisher: 'boreale', accountNumber: '20000002', postalCode: 'K1A0B1', prepare: record };
    return { publisher: 'northwind', accountNumber: '10000025', postalCode: '02903', prepare: record };
  },
  events: {
    'PREFERENCES.TOGGLE': async (ctx, event) => {
      const permission = String(event.permission);
      const on = Boolean(event.on);
      ctx.notes.toggled = { permission, on };
      await switchOf(ctx, permission).setChecked(on);
    },
    'PREFERENCES.SAVE': async (ctx) => {
      if (ctx.step?.state !== 'savingPreferences') {
        // Nothing differs from the account: there is no Save to click, and nothing is sent.
        await expect(saveButton(ctx)).toBeDisabled();
        return;
      }
      await trigger(ctx, COFP, () => saveButton(ctx).click());
    },
    'ACTION.SETTLED': settled,
  },
  states: {
    choosing: async (ctx) => {
      const { page } = ctx;
      if (ctx.index === 0) {
        await page.goto(urlOf(ctx, '/accounts/preferences'));
        await expect(page.getByRole('heading', { name: say(ctx, 'Communication Preferences', 'Préférences de communication') }).first()).toBeVisible();
        // As the path's sample: emails from our partners off, emails from us on.
        await expect(switchOf(ctx, 'emailUseAnywherePerm')).not.toBeChecked();
        await expect(switchOf(ctx, 'emailUseForCompanyPerm')).toBeChecked();
      }
      const toggled = ctx.notes.toggled as { permission: string; on: boolean } | undefined;
      if (toggled) await expect(switchOf(ctx, toggled.permission)).toBeChecked({ checked: toggled.on });
      const settledWith = ctx.step?.event.type === 'ACTION.SETTLED' ? (ctx.step.event as { result?: { status?: string } }).result?.status : null;
      if (settledWith === 'success') {
        await expect(page.getByRole('alert').filter({ hasText: say(ctx, 'Preferences Update Successful', 'Préférences mises à jour') })).toContainText(
          say(ctx, 'You have successfully updated your account preferences.', 'Vous avez mis à jour les préférences de votre compte.'),
        );
        // Only the changed flag went, for this account.
        expect((ctx.notes.sent as Request[]).map((r) => r.postDataJSON())).toEqual([
          expect.objectContaining({ action: 'preferences', accountNumber: ctx.setup.accountNumber, permissions: { [toggled!.permission]: toggled!.on ? 'Y' : 'N' } }),
        ]);
      } else if (settledWith === 'error') {
        await expect(page.getByRole('alert').filter({ hasText: say(ctx, 'Preferences Update Error', 'Erreur de mise à jour des préférences') })).toContainText(
          say(ctx, 'There was an error updating your account preferences.', 'Une erreur s’est produite lors de la mise à jour des préférences de votre compte.'),
        );
      }
      // Save is offered exactly when the machine takes it (after a success the saved flags are the account's own).
      if (canSave(ctx)) await expect(saveButton(ctx)).toBeEnabled({ timeout: 10_000 });
      else await expect(saveButton(ctx)).toBeDisabled({ timeout: 10_000 });
      if (ctx.isLast && toggled && settledWith) {
        // Persisted or not: a new visit reads the account again.
        await page.goto(urlOf(ctx, '/accounts/preferences'));
        await expect(switchOf(ctx, toggled.permission)).toBeChecked({ checked: settledWith === 'success' ? toggled.on : !toggled.on });
      }
    },
    savingPreferences: async (ctx) => {
      await submitting(ctx);
      await expect(switchOf(ctx, 'emailUseAnywherePerm')).toBeDisabled();
    },
  },
};
