import { SECURE_SIGN_IN_DISPLAY } from '../../contracts/constants';
import { REALM_PATH, PAGE_PATHS } from './realm';
import { MESSAGES, otherLocale, type IdpLocale } from './messages';

/**
 * Server-rendered HTML of the provider's pages: a lang attribute, one h1 per page, labelled
 * fields whose errors are linked with aria-describedby, an error summary announced as an alert,
 * and no inline script (the Content-Security-Policy forbids it).
 */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for HTML content and attribute values. */
export function esc(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** A piece of HTML that is already safe (built by these helpers). */
export interface Html {
  readonly html: string;
}
export const raw = (html: string): Html => ({ html });
export function html(strings: TemplateStringsArray, ...values: Array<unknown>): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1]!;
  });
  return raw(out);
}
function render(value: unknown): string {
  if (value === null || value === undefined || value === false) return '';
  if (Array.isArray(value)) return value.map(render).join('');
  if (typeof value === 'object' && 'html' in value) return (value as Html).html;
  return esc(value);
}

export const STYLESHEET_URL = `${REALM_PATH}${PAGE_PATHS.resources}/idp.css`;
export const LOGOUT_SCRIPT_URL = `${REALM_PATH}${PAGE_PATHS.resources}/logout.js`;
export const BOT_CHECK_SCRIPT_URL = `${REALM_PATH}${PAGE_PATHS.resources}/bot-check.js`;

export interface PageOptions {
  locale: IdpLocale;
  /** The h1, also the start of the document title. */
  title: string;
  /** The publisher the page is for (shown above the heading and in the title). */
  brand: string;
  body: Html;
  /** The same page in the other language (a link), when it can be offered. */
  switchLanguageUrl?: string | undefined;
  /** External scripts (same origin only). */
  scripts?: string[];
  /** data-* attributes of the body, for the external scripts. */
  bodyData?: Record<string, string>;
  /**
   * The authorization request's `display`: 'SSP' (§2 "open the popup with display set to SSP") lays the
   * page out for the portal's popup window (idp.css, body[data-display]); anything else, a full page.
   */
  display?: string | undefined;
}

export function page({ locale, title, brand, body, switchLanguageUrl, scripts = [], bodyData = {}, display }: PageOptions): string {
  const t = MESSAGES[locale];
  const other = otherLocale(locale);
  const data = Object.entries({ ...bodyData, ...(display === SECURE_SIGN_IN_DISPLAY ? { display } : {}) })
    .map(([k, v]) => ` data-${k}="${esc(v)}"`)
    .join('');
  return `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)} – ${esc(brand)}</title>
<link rel="stylesheet" href="${STYLESHEET_URL}">
${scripts.map((src) => `<script src="${esc(src)}" defer></script>`).join('\n')}
</head>
<body${data}>
<main class="card" id="main">
<p class="brand">${esc(brand)}</p>
<h1>${esc(title)}</h1>
${body.html}
${switchLanguageUrl ? `<p class="language"><a href="${esc(switchLanguageUrl)}" lang="${other}" hreflang="${other}">${esc(t.switchLanguage)}</a></p>` : ''}
</main>
</body>
</html>`;
}

/** Field errors by field name; `form` is an error about the whole form. */
export type FieldErrors = Partial<Record<string, string>> & { form?: string };

export interface FieldOptions {
  name: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value?: string | undefined;
  autocomplete?: string;
  hint?: string;
  errors: FieldErrors;
  /** Ids of other elements that describe this field (e.g. the form's error). */
  describedBy?: string[];
  autofocus?: boolean;
  maxLength?: number;
}

/** A labelled input, its hint and its error, linked with aria-describedby. */
export function field({ name, label, type = 'text', value, autocomplete, hint, errors, describedBy = [], autofocus, maxLength }: FieldOptions): Html {
  const error = errors[name];
  const ids = [...describedBy, ...(hint ? [`${name}-hint`] : []), ...(error ? [`${name}-error`] : [])];
  const attributes = [
    `id="${esc(name)}"`,
    `name="${esc(name)}"`,
    `type="${type}"`,
    'required',
    autocomplete ? `autocomplete="${esc(autocomplete)}"` : '',
    maxLength ? `maxlength="${maxLength}"` : '',
    type === 'email' ? 'spellcheck="false" autocapitalize="off"' : '',
    value !== undefined && type !== 'password' ? `value="${esc(value)}"` : '',
    ids.length ? `aria-describedby="${esc(ids.join(' '))}"` : '',
    error ? 'aria-invalid="true"' : '',
    autofocus ? 'autofocus' : '',
  ].filter(Boolean);
  return html`<div class="field${error ? ' invalid' : ''}">
<label for="${name}">${label}</label>
${hint ? html`<p class="hint" id="${name}-hint">${hint}</p>` : ''}
<input ${raw(attributes.join(' '))}>
${error ? html`<p class="error" id="${name}-error">${error}</p>` : ''}
</div>`;
}

/** The first field that has an error (it gets the focus), else `fallback`. */
export function firstInvalid(order: string[], errors: FieldErrors, fallback: string): string {
  return order.find((name) => errors[name]) ?? fallback;
}

/** The form-level error, announced as an alert; its id is what fields point to. */
export const FORM_ERROR_ID = 'form-error';
export function formError(message: string | undefined): Html {
  return message ? html`<div class="alert" role="alert" id="${FORM_ERROR_ID}">${message}</div>` : raw('');
}

/** A success notice, announced politely. */
export function notice(message: string | undefined): Html {
  return message ? html`<div class="notice" role="status">${message}</div>` : raw('');
}

export function hidden(name: string, value: string | undefined): Html {
  return value === undefined ? raw('') : html`<input type="hidden" name="${name}" value="${value}">`;
}
