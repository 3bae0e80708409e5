/** A configured link (§3 Navigation item, Footer link) as an href and its target. */
export function configuredHref(link: { customUrl?: string | undefined; protocol?: string | undefined; selectedRoute?: string | undefined }): string {
  if (link.customUrl) {
    if (!link.protocol || /^[a-z][a-z0-9+.-]*:/i.test(link.customUrl) || link.customUrl.startsWith('/')) return link.customUrl;
    const scheme = link.protocol.replace(/:?\/*$/, '').toLowerCase();
    // Schemes without an authority (mailto:, tel:) take no slashes.
    return ['mailto', 'tel', 'sms'].includes(scheme) ? `${scheme}:${link.customUrl}` : `${scheme}://${link.customUrl}`;
  }
  return `/accounts/${encodeURIComponent(link.selectedRoute ?? 'summary')}`;
}

export function newTabProps(newTab: boolean | undefined) {
  return newTab ? ({ target: '_blank', rel: 'noopener noreferrer' } as const) : {};
}

/** Replaces the disclaimer's current-year placeholder (§2 Footer). */
export function withCurrentYear(text: string, now: Date = new Date()): string {
  return text.replace(/\{(current)?year\}/gi, String(now.getFullYear()));
}
