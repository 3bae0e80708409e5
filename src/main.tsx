import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles';
import { App } from './app/App';
import { createPortalRouter } from './app/router';
import { createSessionActor } from './features/session/session-actor';
import { activateLocale } from './i18n/i18n';
import { detectLocale } from './i18n/locale';

await activateLocale(detectLocale());

// The session exists before the router (the router's guards wait on it), so it navigates
// through the router once that is created.
const routing: { router?: ReturnType<typeof createPortalRouter> } = {};
const session = createSessionActor({
  navigate: (to) => void routing.router?.navigate({ href: to, replace: true }),
});
const router = createPortalRouter(session);
routing.router = router;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App session={session} router={router} />
  </StrictMode>,
);
