const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * A configured link (§3 Navigation item, Footer link) as an href. Only web, mail and phone links
 * are allowed: a configured javascript: or data: URL becomes "#".
 */
export function configuredHref(link: { customUrl?: string | undefined; protocol?: string | undefined; selectedRoute?: string | undefined }): string {
  if (link.customUrl) {
    if (link.customUrl.startsWith('/') && !link.customUrl.startsWith('//')) return link.customUrl;
    const ownScheme = /^([a-z][a-z0-9+.-]*):/i.exec(link.customUrl)?.[1];
    if (ownScheme) return SAFE_SCHEMES.includes(ownScheme.toLowerCase()) ? link.customUrl : '#';
    const scheme = (link.protocol ?? 'https').replace(/:?\/*$/, '').toLowerCase();
    if (!SAFE_SCHEMES.includes(scheme)) return '#';
    // Schemes without an authority (mailto:, tel:) take no slashes.
    return scheme === 'mailto' || scheme === 'tel' ? `${scheme}:${link.customUrl}` : `${scheme}://${link.customUrl}`;
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
