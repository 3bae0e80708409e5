import { List, Text, Title } from '@mantine/core';
import { Trans } from '@lingui/react/macro';

/** How to read a diagram: every mark the atlas draws. */
export function FlowLegend() {
  return (
    <section aria-labelledby="legend-heading">
      <Title order={3} id="legend-heading">
        <Trans>How to read the diagram</Trans>
      </Title>
      <List size="sm" spacing={4}>
        <List.Item>
          <Trans>A box is a step of the flow (a state). A box around other boxes is a stage made of steps; dashed lines split steps that run side by side.</Trans>
        </List.Item>
        <List.Item>
          <Trans>The black dot is where the flow (or a stage) starts; the ringed dot is where it ends: a step with an arrow to it is final.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Inside a box, “calls:” names the request the step makes while it is shown, and “on entry /” the effects of arriving there.</Trans>
        </List.Item>
        <List.Item>
          <Trans>An arrow is labelled with what happens (the event), its condition in [brackets], and after “/” the effects of taking it (show a message, go to a page, record analytics, reload the account).</Trans>
        </List.Item>
        <List.Item>
          <Trans>[otherwise] marks the arrow taken when none of the conditions before it holds; “at once” is taken without waiting for an event; “after … ms” after a delay; an arrow back to its own box keeps the step and only has effects.</Trans>
        </List.Item>
        <List.Item>
          <Trans>“answered” and “failed” after a request name its success and its failure; H marks a return to the step last shown in a stage.</Trans>
        </List.Item>
      </List>
      <Text size="sm" c="gray.8" mt="xs">
        <Trans>Switch to code names to see the names used in the code and in docs/flows.</Trans>
      </Text>
    </section>
  );
}
