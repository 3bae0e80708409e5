import type { TLocalizedText } from '../../contracts/schemas/common';
import { CATALOGUE_ISSUES, coverDate } from './dates';
import type { TPublisherCode } from './customers';

/** Issue catalogue: 24 monthly issues per magazine; a few are out of stock (§4 replacement). */
export interface SeedIssue {
  magCode: string;
  issueNumber: number;
  coverDate: string;
  title: string;
  stockCount: number;
}

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_FR = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** Out of stock: a replacement for these becomes a one-issue extension. */
export const OUT_OF_STOCK_ISSUES: Record<string, number[]> = { NWM: [12, 15], BOR: [10, 16] };

export function buildSeedIssues(): SeedIssue[] {
  const issues: SeedIssue[] = [];
  for (const magCode of ['NWM', 'BOR']) {
    for (let n = 1; n <= CATALOGUE_ISSUES; n++) {
      const cover = coverDate(n);
      const month = Number(cover.slice(5, 7)) - 1;
      const year = cover.slice(0, 4);
      issues.push({
        magCode,
        issueNumber: n,
        coverDate: cover,
        title: magCode === 'NWM' ? `Northwind Monthly – ${MONTHS_EN[month]} ${year}` : `Boréale – ${MONTHS_FR[month]} ${year}`,
        stockCount: OUT_OF_STOCK_ISSUES[magCode]!.includes(n) ? 0 : 40 + ((n * 37) % 160),
      });
    }
  }
  return issues;
}

/** Retention offers (intellisel, §7 call 27). */
export interface SeedOffer {
  publisher: TPublisherCode;
  event: string;
  transactionCode: string;
  offerCode: string;
  offerValueCents: number;
  termIssues: number | null;
  /** The products the offer fits (their print issues, their price). */
  prodIdAliases: string[];
  description: { title: TLocalizedText; body: TLocalizedText };
  sortOrder: number;
}

export function buildSeedOffers(): SeedOffer[] {
  return [
    {
      publisher: 'NWM',
      prodIdAliases: ['NWM'],
      event: 'cancel',
      transactionCode: 'CANCEL',
      offerCode: 'NWM-STAY-6',
      offerValueCents: 999,
      termIssues: 6,
      description: { title: 'Stay with us: 6 issues for $9.99', body: 'Keep Northwind Monthly coming for six more issues at two-thirds off.' },
      sortOrder: 1,
    },
    {
      publisher: 'NWM',
      prodIdAliases: ['NWM'],
      event: 'cancel',
      transactionCode: 'CANCEL',
      offerCode: 'NWM-DIGITAL-FREE',
      offerValueCents: 0,
      termIssues: 3,
      description: { title: 'Try Northwind Digital free for 3 months', body: 'Switch to the digital edition instead of cancelling; no charge for three months.' },
      sortOrder: 2,
    },
    {
      publisher: 'NWM',
      prodIdAliases: ['NWM'],
      event: 'suspend',
      transactionCode: 'SUSPEND',
      offerCode: 'NWM-DIGITAL-TRAVEL',
      offerValueCents: 0,
      termIssues: null,
      description: { title: 'Read while you travel', body: 'Get the digital edition free while your print delivery is paused.' },
      sortOrder: 1,
    },
    {
      publisher: 'NWM',
      prodIdAliases: ['NWM'],
      event: 'extension',
      transactionCode: 'EXTEND',
      offerCode: 'NWM-EXTEND-12',
      offerValueCents: 1999,
      termIssues: 12,
      description: { title: 'Add 12 issues for $19.99', body: 'Extend your subscription by a full year at our best price.' },
      sortOrder: 1,
    },
    {
      publisher: 'NWM',
      prodIdAliases: ['NWM'],
      event: 'stopAutoRenew',
      transactionCode: 'AUTORENEW',
      offerCode: 'NWM-AR-BONUS',
      offerValueCents: 0,
      termIssues: 2,
      description: { title: 'Two bonus issues if you stay on auto-renew', body: 'Keep auto-renew on and we add two issues to your next term.' },
      sortOrder: 1,
    },
    {
      publisher: 'BOR',
      prodIdAliases: ['BOR'],
      event: 'cancel',
      transactionCode: 'CANCEL',
      offerCode: 'BOR-RESTEZ-5',
      offerValueCents: 1495,
      termIssues: 5,
      description: {
        title: { 'en-US': 'Stay with us: 5 issues for $14.95', 'fr-CA': 'Restez avec nous : 5 numéros pour 14,95 $' },
        body: {
          'en-US': 'Keep receiving Boréale for five more issues at half price.',
          'fr-CA': 'Continuez à recevoir Boréale pendant cinq numéros de plus, à moitié prix.',
        },
      },
      sortOrder: 1,
    },
    {
      publisher: 'BOR',
      prodIdAliases: ['BOR'],
      event: 'extension',
      transactionCode: 'EXTEND',
      offerCode: 'BOR-PROLONGER-10',
      offerValueCents: 2495,
      termIssues: 10,
      description: {
        title: { 'en-US': 'Add 10 issues for $24.95', 'fr-CA': 'Ajoutez 10 numéros pour 24,95 $' },
        body: {
          'en-US': 'Extend your subscription by a full year and save 30%.',
          'fr-CA': 'Prolongez votre abonnement d’une année complète et économisez 30 %.',
        },
      },
      sortOrder: 1,
    },
    {
      publisher: 'BOR',
      prodIdAliases: ['BOR'],
      event: 'suspend',
      transactionCode: 'SUSPEND',
      offerCode: 'BOR-NUMERIQUE-PAUSE',
      offerValueCents: 0,
      termIssues: null,
      description: {
        title: { 'en-US': 'Keep reading on your tablet', 'fr-CA': 'Continuez à lire sur votre tablette' },
        body: {
          'en-US': 'Boréale Digital is free while your delivery is suspended.',
          'fr-CA': 'Boréale numérique est gratuit pendant la suspension de votre livraison.',
        },
      },
      sortOrder: 1,
    },
  ];
}
