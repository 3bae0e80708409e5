import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import type { SessionRef } from '../../machines/flows/session.machine';
import { SessionProvider } from '../features/session/session-context';
import { i18n } from '../i18n/i18n';
import { ConfigGate } from './ConfigGate';
import { createPortalRouter } from './router';

export function App({ session, router }: { session: SessionRef; router: ReturnType<typeof createPortalRouter> }) {
  return (
    <I18nProvider i18n={i18n}>
      <SessionProvider value={session}>
        <ConfigGate>
          <RouterProvider router={router} />
        </ConfigGate>
      </SessionProvider>
    </I18nProvider>
  );
}
