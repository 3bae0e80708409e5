import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox, Group, Loader, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';

/** The gateway client and the solver load when the box is checked, not with the sign-in form (issue 15). */
const loadChallenge = () => import('./challenge');

type Status = 'idle' | 'solving' | 'failed';

/**
 * The self-hosted bot check (§2 Account number form): checking the box fetches a proof-of-work
 * challenge from the gateway and solves it in the browser; the solution goes with the lookup,
 * which the gateway verifies once. "Find Your Account" stays disabled until it is solved.
 */
export function BotCheck({ solution, onSolved }: { solution: string; onSolved: (solution: string) => void }) {
  const { t } = useLingui();
  const [status, setStatus] = useState<Status>('idle');
  const abort = useRef<AbortController | null>(null);
  const statusId = useId();
  useEffect(() => () => abort.current?.abort(), []);

  const start = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setStatus('solving');
    try {
      const { fetchAndSolveChallenge } = await loadChallenge();
      const solved = await fetchAndSolveChallenge(controller.signal);
      if (controller.signal.aborted) return;
      setStatus('idle');
      onSolved(solved);
    } catch {
      if (!controller.signal.aborted) setStatus('failed');
    }
  };

  const solved = solution !== '';
  return (
    <Group gap="sm" wrap="nowrap" p="sm" bd="1px solid var(--mantine-color-gray-4)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
      <Checkbox
        label={t`I am not a robot`}
        checked={solved || status === 'solving'}
        disabled={status === 'solving' || solved}
        onChange={(event) => {
          if (event.currentTarget.checked) void start();
        }}
        aria-describedby={statusId}
      />
      <Text id={statusId} size="sm" c={status === 'failed' ? 'red.8' : 'gray.7'} role="status">
        {status === 'solving' && (
          <>
            <Loader size="xs" mr={6} aria-hidden="true" />
            <Trans>Verifying…</Trans>
          </>
        )}
        {status === 'failed' && <Trans>The check did not work. Please try again.</Trans>}
        {status === 'idle' && solved && <Trans>Verified</Trans>}
      </Text>
    </Group>
  );
}
