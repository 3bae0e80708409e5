import { createContext, useContext } from 'react';
import { localize, type TLocale, type TLocalizedText } from '../../contracts/locales';
import type { TAdminConfig, TClientConfig } from '../../contracts/schemas/config';

export interface PortalConfig {
  clientConfig: TClientConfig;
  adminConfig: TAdminConfig;
  locale: TLocale;
  setLocale: (locale: TLocale) => void;
}

const ConfigContext = createContext<PortalConfig | null>(null);
export const ConfigProvider = ConfigContext.Provider;

/** The loaded configuration; screens render only after it loaded (see ConfigGate). */
export function usePortalConfig(): PortalConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('usePortalConfig outside ConfigGate');
  return config;
}

/** Picks a configured text in the active locale. */
export function useConfiguredText() {
  const { locale } = usePortalConfig();
  return (text: TLocalizedText | undefined) => localize(text, locale);
}
