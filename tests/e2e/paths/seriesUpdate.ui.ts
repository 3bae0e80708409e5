import { expect } from '@playwright/test';
import { firstSubscription } from './suspendDelivery.ui';
import {
  actionError,
  actionSuccess,
  flowUnavailable,
  lookedUpAgain,
  onAccountSummary,
  say,
  settled,
  submitting,
  trigger,
  urlOf,
  type ReplayContext,
  type UiExecutor,
} from './replay';

/**
 * Series settings (/accounts/series?order=) as a subscriber does it: how often a volume ships and how
 * many copies, Save Settings offered only for a change (PUT /series seriesupdate). Accounts:
 * Northwind 10000019's completed Cookbook Club series for the refusal, its running plan for the save
 * the gateway refuses (`success: false`, routed: nothing changes); Boréale's Kitchen Series in
 * French for the saves that go through: 20000005 (saved, then the refetch) and 20000010 (saved, then
 * Change Again), so neither path finds the other's settings.
 */

const SERIES = /\/api\/series$/;

const FREQUENCIES: Record<string, [string, string]> = {
  '1M': ['Every month', 'Tous les mois'],
  '2M': ['Every 2 months', 'Tous les 2 mois'],
  '3M': ['Every 3 months', 'Tous les 3 mois'],
};

interface Settings {
  shipFrequency: string;
  shipQuantity: number;
}

const frequencySelect = (ctx: ReplayContext) => ctx.page.getByRole('combobox', { name: say(ctx, 'How often a volume ships', 'Fréquence d’envoi des volumes') });
const quantitySelect = (ctx: ReplayContext) => ctx.page.getByRole('combobox', { name: say(ctx, 'Copies of each volume', 'Exemplaires de chaque volume') });
const saveButton = (ctx: ReplayContext) => ctx.page.getByRole('button', { name: say(ctx, 'Save Settings', 'Enregistrer les réglages') });
const frequencyText = (ctx: ReplayContext, f: string) => say(ctx, ...FREQUENCIES[f]!);

async function choose(ctx: ReplayContext, settings: Settings) {
  const { page } = ctx;
  await frequencySelect(ctx).click();
  await page.getByRole('option', { name: frequencyText(ctx, settings.shipFrequency), exact: true }).click();
  await quantitySelect(ctx).click();
  await page.getByRole('option', { name: String(settings.shipQuantity), exact: true }).click();
}

async function formShows(ctx: ReplayContext, settings: Settings) {
  await expect(frequencySelect(ctx)).toHaveValue(frequencyText(ctx, settings.shipFrequency));
  await expect(quantitySelect(ctx)).toHaveValue(String(settings.shipQuantity));
}

export const seriesUpdateUi: UiExecutor = {
  machineId: 'seriesUpdate',
  setup: (path) => {
    const s = firstSubscription(path);
    if (!s) return { skip: 'the path never brings an order' };
    const states = path.steps.map((step) => step.state);
    if (states.includes('unavailable')) {
      return { publisher: 'northwind', accountNumber: '10000019', postalCode: '05401', order: (o) => o.orderStatus === 'completed' };
    }
    if (!states.includes('saved')) return { publisher: 'northwind', accountNumber: '10000019', postalCode: '05401', order: (o) => o.orderStatus !== 'completed' };
    if (path.steps.some((step) => step.event.type === 'SERIES.EDIT')) return { publisher: 'boreale', accountNumber: '20000010', postalCode: 'K1P5B7', order: (o) => o.systemCode === 'SERVPF' };
    return { publisher: 'boreale', accountNumber: '20000005', postalCode: 'V6Z3B7', order: (o) => o.systemCode === 'SERVPF' };
  },
  events: {
    'SUBSCRIPTION.FOUND': async (ctx) => {
      if (ctx.index > 1) return lookedUpAgain(ctx);
      await ctx.page.goto(urlOf(ctx, `/accounts/series?order=${ctx.order}`));
      await expect(ctx.page.getByRole('heading', { name: say(ctx, 'Series Settings', 'Réglages de la série') }).first()).toBeVisible();
      await expect(saveButton(ctx).or(flowUnavailable(ctx.page))).toBeVisible();
      if (await saveButton(ctx).isVisible()) {
        // The plan's settings as stored, read from the form before any change.
        const shown = await frequencySelect(ctx).inputValue();
        const frequency = Object.entries(FREQUENCIES).find(([, texts]) => texts.includes(shown));
        if (!frequency) throw new Error(`unknown frequency shown: ${shown}`);
        ctx.notes.stored = { shipFrequency: frequency[0], shipQuantity: Number(await quantitySelect(ctx).inputValue()) } satisfies Settings;
      }
    },
    'SERIES.SAVE': async (ctx, event) => {
      const stored = ctx.notes.stored as Settings;
      let settings = event.settings as Settings;
      const same = settings.shipFrequency === stored.shipFrequency && settings.shipQuantity === stored.shipQuantity;
      if (ctx.step?.state !== 'saving') {
        // The path saves the plan's own settings: Save is not offered for them, nothing is sent.
        await choose(ctx, stored);
        await expect(ctx.page.getByTestId('series-unchanged')).toBeVisible();
        await expect(saveButton(ctx)).toBeDisabled();
        return;
      }
      // The path's settings are sample data for a change: another change when the plan already has them.
      if (same) settings = { shipFrequency: stored.shipFrequency === '1M' ? '3M' : '1M', shipQuantity: stored.shipQuantity === 2 ? 3 : 2 };
      ctx.notes.chosen = settings;
      await choose(ctx, settings);
      await expect(saveButton(ctx)).toBeEnabled();
      const sent = ctx.page.waitForRequest((r) => SERIES.test(r.url()) && r.method() === 'PUT');
      await trigger(ctx, SERIES, () => saveButton(ctx).click());
      ctx.notes.request = (await sent).postDataJSON();
    },
    'SERIES.EDIT': async (ctx) => {
      await ctx.page.getByRole('button', { name: say(ctx, 'Change Again', 'Modifier de nouveau') }).click();
    },
    'ACTION.SETTLED': settled,
  },
  states: {
    awaitingSubscription: onAccountSummary,
    unavailable: async (ctx) => {
      await expect(flowUnavailable(ctx.page)).toHaveText(
        say(ctx, 'Only a running series plan has series settings to change.', 'Seul un plan de série en cours a des réglages de série à modifier.'),
      );
      await expect(frequencySelect(ctx)).toHaveCount(0);
    },
    editing: async (ctx) => {
      const { page } = ctx;
      await expect(saveButton(ctx)).toBeVisible();
      const stored = ctx.notes.stored as Settings;
      const chosen = ctx.notes.chosen as Settings | undefined;
      if (ctx.step?.event.type === 'ACTION.SETTLED') {
        // Refused: the §8 message, the choice kept and still offered; the plan as it was.
        await expect(actionError(page)).toContainText(say(ctx, 'Error on Series Update', 'Erreur lors de la mise à jour de la série'));
        await formShows(ctx, chosen!);
        await expect(saveButton(ctx)).toBeEnabled();
        if (ctx.isLast) {
          await page.reload();
          await formShows(ctx, stored);
        }
        return;
      }
      if (ctx.step?.event.type === 'SERIES.EDIT') {
        // Change Again: the form starts from the settings now stored, with nothing to save.
        await expect(actionSuccess(page)).toHaveCount(0);
        await formShows(ctx, chosen!);
        await expect(saveButton(ctx)).toBeDisabled();
        return;
      }
      // The plan's settings as stored: nothing to save yet.
      await formShows(ctx, stored);
      await expect(page.getByTestId('series-unchanged')).toBeVisible();
      await expect(saveButton(ctx)).toBeDisabled();
    },
    saving: async (ctx) => {
      await submitting(ctx);
      const chosen = ctx.notes.chosen as Settings;
      expect(ctx.notes.request).toMatchObject({
        updateType: 'seriesupdate',
        recipAccountNumber: ctx.setup.accountNumber,
        shipFrequency: chosen.shipFrequency,
        shipQuantity: chosen.shipQuantity,
        planStatus: expect.stringMatching(/^[A-Z]$/),
        suspendSwitch: expect.stringMatching(/^[YN]$/),
      });
    },
    saved: async (ctx) => {
      const { page } = ctx;
      const chosen = ctx.notes.chosen as Settings;
      await expect(actionSuccess(page)).toHaveText(
        say(
          ctx,
          `Your series settings are saved. How often a volume ships: ${frequencyText(ctx, chosen.shipFrequency)}. Copies of each volume: ${chosen.shipQuantity}.`,
          `Vos réglages de série sont enregistrés. Fréquence d’envoi des volumes : ${frequencyText(ctx, chosen.shipFrequency)}. Exemplaires de chaque volume : ${chosen.shipQuantity}.`,
        ),
      );
      await expect(page.getByRole('button', { name: say(ctx, 'Change Again', 'Modifier de nouveau') })).toBeVisible();
      await expect(saveButton(ctx)).toHaveCount(0);
      if (ctx.isLast) {
        // Stored: a new visit reads the plan from the server.
        await page.reload();
        await formShows(ctx, chosen);
        await expect(saveButton(ctx)).toBeDisabled();
      }
    },
  },
};
