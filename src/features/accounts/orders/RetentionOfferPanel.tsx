import { Trans } from '@lingui/react/macro';
import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import type { RetentionOfferRef } from '../../../../machines/flows/retention-offer.machine';
import { ActionResultAlert } from '../ActionResultAlert';
import type { Formatters } from '../display/format';
import { useStepFocus } from '../use-step-focus';

/**
 * The retention offer of a flow (§7 call 27): one offer at a time, always skippable. Accept and
 * "No thanks, continue" are two buttons of the same size and weight, so declining is as easy to
 * see as accepting.
 */
export function RetentionOfferPanel({ actor, format }: { actor: RetentionOfferRef; format: Formatters }) {
  const state = useSelector(actor, (s) => s);
  const { offer, result } = state.context;
  const busy = state.hasTag('busy');
  // The panel replaces the confirm button and loads first: its heading takes the focus once the offer shows.
  const heading = useStepFocus(state.matches('loading') ? 'loading' : 'offer');
  if (state.matches('loading')) {
    return (
      <Alert role="status" data-testid="retention-offer-loading">
        <Trans>Loading...</Trans>
      </Alert>
    );
  }
  if (!offer || !(state.matches('offering') || state.matches('accepting'))) return null;
  const price = format.money(offer.offerValue);
  const term = offer.term;
  return (
    <Card withBorder component="section" aria-labelledby="retention-offer-title" data-testid="retention-offer">
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          <Trans>Before you go, we have an offer for you.</Trans>
        </Text>
        <Title order={3} size="h4" id="retention-offer-title" tabIndex={-1} ref={heading}>
          {offer.title}
        </Title>
        <Text>{offer.description}</Text>
        {term && (
          <Text size="sm">
            <Trans>Term: {term}</Trans>
          </Text>
        )}
        <Text size="sm">{offer.offerValue > 0 ? <Trans>Price: {price}</Trans> : <Trans>At no charge</Trans>}</Text>
        <ActionResultAlert category="Load of Intellisel" result={result} success={null} />
        <Group grow>
          <Button size="md" loading={busy} onClick={() => actor.send({ type: 'OFFER.ACCEPT' })}>
            <Trans>Accept offer</Trans>
          </Button>
          <Button size="md" disabled={busy} onClick={() => actor.send({ type: 'OFFER.DECLINE' })}>
            <Trans>No thanks, continue</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
