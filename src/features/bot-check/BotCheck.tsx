import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Loader, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { fromPromise } from 'xstate';
import { botCheckMachine } from '../../../machines/flows/bot-check.machine';

/** The gateway client and the solver load when the box is checked, not with the sign-in form (issue 15). */
const loadChallenge = () => import('./challenge');

/**
 * The self-hosted bot check (§2 Account number form), the machine machines/flows/bot-check.machine.ts:
 * checking the box fetches a proof-of-work challenge from the gateway and solves it in the browser;
 * the solution goes with the lookup, which the gateway verifies once. "Find Your Account" stays
 * disabled until it is solved. When the form has sent the solution (it clears `solution`), the box
 * is unchecked again and the next attempt solves a new challenge.
 */
export function BotCheck({ solution, onSolved }: { solution: string; onSolved: (solution: string) => void }) {
  const { t } = useLingui();
  const statusId = useId();
  const handOver = useRef(onSolved);
  useEffect(() => {
    handOver.current = onSolved;
  }, [onSolved]);
  const actor = useActorRef(
    botCheckMachine.provide({
      actors: {
        fetchChallenge: fromPromise(async () => (await loadChallenge()).fetchChallenge()),
        // Stopping the actor (leaving the state, unmounting) aborts the search through its signal.
        solveChallenge: fromPromise(async ({ input, signal }) => (await loadChallenge()).solveChallenge(input.challenge, { signal })),
      },
      actions: { 'hand over solution': (_, { solution: solved }) => handOver.current(solved) },
    }),
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const solved = useSelector(actor, (s) => s.matches('solved'));
  const failed = useSelector(actor, (s) => s.matches('failed'));

  // The form cleared the solution it sent with a lookup: it is spent.
  const handedOver = useRef(solution);
  useEffect(() => {
    if (handedOver.current !== '' && solution === '') actor.send({ type: 'BOT_CHECK.SPENT' });
    handedOver.current = solution;
  }, [actor, solution]);

  return (
    <Group gap="sm" wrap="nowrap" p="sm" bd="1px solid var(--mantine-color-gray-4)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Checkbox
        label={t`I am not a robot`}
        checked={solved || busy}
        disabled={busy || solved}
        onChange={(event) => {
          if (event.currentTarget.checked) actor.send({ type: 'BOT_CHECK.CHECK' });
        }}
        aria-describedby={statusId}
      />
      <Text id={statusId} size="sm" c={failed ? 'red.8' : 'gray.7'} role="status">
        {busy && (
          <>
            <Loader size="xs" mr={6} aria-hidden="true" />
            <Trans>Verifying…</Trans>
          </>
        )}
        {failed && <Trans>The check did not work. Please try again.</Trans>}
        {solved && <Trans>Verified</Trans>}
      </Text>
    </Group>
  );
}
