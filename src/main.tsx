import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles';
import { App } from './app/App';
import { notify } from './app/notifications';
import { createPortalRouter } from './app/router';
import { createSessionActor } from './features/session/session-actor';
import { sessionMessages } from './features/session/messages';
import { activateLocale, i18n } from './i18n/i18n';
import { detectLocale } from './i18n/locale';

await activateLocale(detectLocale());

// The session exists before the router (the router's guards wait on it), so it navigates
// through the router once that is created.
const routing: { router?: ReturnType<typeof createPortalRouter> } = {};
const session = createSessionActor({
  notifySignedOut: () =>
    notify({ color: 'green', title: i18n._(sessionMessages.signedOutTitle), message: i18n._(sessionMessages.signedOutMessage) }, { clean: true }),
  navigate: (to) => void routing.router?.navigate({ to, replace: true }),
});
const router = createPortalRouter(session);
routing.router = router;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App session={session} router={router} />
  </StrictMode>,
);
