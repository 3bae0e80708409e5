import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles';
import { App } from './app/App';
import { createPortalRouter } from './app/router';
import { createSessionActor } from './features/session/session-actor';
import { sessionMessages } from './features/session/messages';
import { activateLocale, i18n } from './i18n/i18n';
import { detectLocale } from './i18n/locale';

await activateLocale(detectLocale());

// The notifications package loads on first use, so it is not part of the first page load.
const session = createSessionActor(() => {
  void import('@mantine/notifications').then(({ notifications }) => {
    notifications.clean();
    notifications.show({
      color: 'green',
      title: i18n._(sessionMessages.signedOutTitle),
      message: i18n._(sessionMessages.signedOutMessage),
    });
  });
});
const router = createPortalRouter(session);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App session={session} router={router} />
  </StrictMode>,
);
