import type { TCard } from '../../../../contracts/schemas/payment';
import type { CardErrors, CardRefusal } from '../../../../machines/flows/card-capture.machine';

/**
 * The payment-capture script (public/payment-capture.js, or the publisher's own at the configured
 * paymentCaptureUrl): it checks and tokenises a card in the browser. What comes back is a token and
 * the card's safe fields (TCard); the number and security code are read from the card form's
 * inputs at the moment of capture and go nowhere else (ARCHITECTURE §5).
 */

/** Ours, served by the portal: used when the publisher configures none (SPEC §3 paymentCaptureUrl). */
export const DEFAULT_PAYMENT_CAPTURE_URL = '/payment-capture.js';
/** The id of the script element: one already in the page (a second card form) is reused. */
const SCRIPT_ID = 'payment-capture-script';

export interface CardEntry {
  number: string;
  expiryMonth: string;
  expiryYear: string;
  securityCode: string;
}

export type { CardErrors, CardField } from '../../../../machines/flows/card-capture.machine';

interface CaptureToken {
  token: string;
  brand: string;
  lastFour: string;
  expiryMonth: string;
  expiryYear: string;
}

interface PaymentCaptureApi {
  tokenize(card: CardEntry): Promise<CaptureToken>;
}

declare global {
  interface Window {
    PortalPaymentCapture?: PaymentCaptureApi;
  }
}

/** The card did not validate: which fields failed (the card-capture machine's CardRefusal). */
export class CardRejected extends Error implements CardRefusal {
  constructor(readonly errors: CardErrors) {
    super('The card did not validate.');
  }
}

/** The script could not be loaded (network, or a configured URL that does not answer). */
export class CaptureUnavailable extends Error {}

let loading: Promise<PaymentCaptureApi> | null = null;

/** Loads the capture script once (the configured URL, else ours) and resolves with its API. */
export function loadPaymentCapture(configuredUrl: string): Promise<PaymentCaptureApi> {
  if (window.PortalPaymentCapture) return Promise.resolve(window.PortalPaymentCapture);
  loading ??= new Promise<PaymentCaptureApi>((resolve, reject) => {
    const existing = document.getElementById(SCRIPT_ID) as HTMLScriptElement | null;
    const script = existing ?? Object.assign(document.createElement('script'), { id: SCRIPT_ID, async: true, src: configuredUrl || DEFAULT_PAYMENT_CAPTURE_URL });
    const settle = () => (window.PortalPaymentCapture ? resolve(window.PortalPaymentCapture) : reject(new CaptureUnavailable('payment capture unavailable')));
    script.addEventListener('load', settle, { once: true });
    script.addEventListener('error', () => reject(new CaptureUnavailable('payment capture unavailable')), { once: true });
    if (!existing) document.head.appendChild(script);
    // Loaded before we listened.
    else if (window.PortalPaymentCapture) settle();
  }).catch((error: unknown) => {
    loading = null;
    // A script element that failed never fires again: the next attempt adds a fresh one.
    document.getElementById(SCRIPT_ID)?.remove();
    throw error;
  });
  return loading;
}

/** Tokenises the card; rejects with CardRejected naming the fields that failed. */
export async function captureCard(configuredUrl: string, entry: CardEntry, nameOnCard: string): Promise<TCard> {
  const api = await loadPaymentCapture(configuredUrl);
  let token: CaptureToken;
  try {
    token = await api.tokenize(entry);
  } catch (error) {
    const errors = (error as { errors?: CardErrors }).errors;
    if (errors) throw new CardRejected(errors);
    throw error;
  }
  const name = nameOnCard.trim();
  return {
    cardProfileId: token.token,
    creditCardType: token.brand,
    creditCardExpireMonth: token.expiryMonth,
    creditCardExpireYear: token.expiryYear,
    creditCardLastFour: token.lastFour,
    ...(name ? { nameOnCard: name } : {}),
  };
}
