import { useEffect } from 'react';
import { useConfiguredText, usePortalConfig } from '../config-context';

function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
}

function loadScriptOnce(src: string, id: string) {
  if (!src || document.getElementById(id)) return;
  const script = document.createElement('script');
  script.id = id;
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

/**
 * §2 Shell: page title, meta description and favicon from the sign-in configuration; the
 * analytics ids as meta tags for the analytics module; the uptime-monitor script only when
 * configured. The payment-capture script loads with the card form (billing/capture.ts), not on
 * every page (issue 15).
 */
export function DocumentHead() {
  const { adminConfig, clientConfig } = usePortalConfig();
  const text = useConfiguredText();
  const { SignIn, ThirdPartyIntegrations } = adminConfig;
  const title = text(SignIn.PageTitle);
  const description = text(SignIn.PageMetaDescription);

  useEffect(() => {
    document.title = title;
    setMeta('description', description);
  }, [title, description]);

  useEffect(() => {
    let icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!icon) {
      icon = document.createElement('link');
      icon.rel = 'icon';
      document.head.appendChild(icon);
    }
    icon.href = SignIn.Favicon;
    setMeta('portal:analytics-primary', ThirdPartyIntegrations.PrimaryAnalyticsId);
    setMeta('portal:analytics-secondary', ThirdPartyIntegrations.SecondaryAnalyticsId);
    loadScriptOnce(clientConfig.uptimeMonitorUrl, 'uptime-monitor-script');
  }, [SignIn.Favicon, ThirdPartyIntegrations, clientConfig.uptimeMonitorUrl]);

  return null;
}
