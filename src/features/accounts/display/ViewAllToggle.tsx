import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';

/** The "View all" / "View fewer" switch of a list (§3 viewAll* state). */
export function ViewAllToggle({ viewAll, total, controls, onChange }: { viewAll: boolean; total: number; controls: string; onChange: (viewAll: boolean) => void }) {
  return (
    <Button variant="subtle" aria-expanded={viewAll} aria-controls={controls} onClick={() => onChange(!viewAll)} mt="xs">
      {viewAll ? <Trans>View fewer</Trans> : <Trans>View all ({total})</Trans>}
    </Button>
  );
}
