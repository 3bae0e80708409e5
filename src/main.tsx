import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/styles';
import { App } from './app/App';
import { createPortalRouter } from './app/router';
import { createSessionActor } from './features/session/session-actor';
import { activateLocale } from './i18n/i18n';
import { detectLocale } from './i18n/locale';

await activateLocale(detectLocale());

/**
 * The start runs in three tasks, not one: the scripts' evaluation, the session and the router, the
 * first render. As one task it kept a phone's main thread busy for about half a second at 4x CPU
 * slowdown, which Lighthouse counts as blocking time (issue 15: /login Boréale 192–251 ms, 102–154 ms
 * split). The session and the router are made in the same task: the session navigates through the
 * router.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
await nextTask();

// The session exists before the router (the router's guards wait on it), so it navigates
// through the router once that is created.
const routing: { router?: ReturnType<typeof createPortalRouter> } = {};
const session = createSessionActor({
  navigate: (to) => void routing.router?.navigate({ href: to, replace: true }),
});
const router = createPortalRouter(session);
routing.router = router;
await nextTask();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App session={session} router={router} />
  </StrictMode>,
);
