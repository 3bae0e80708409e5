import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Box, Image } from '@mantine/core';
import { useId, useState } from 'react';

/**
 * §2 Account number form: the optional help with a magazine-label image (FindAccountHelpImage).
 * A disclosure rather than a floating popover: it works by keyboard and screen reader alike.
 */
export function FindAccountHelp({ image }: { image: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box>
      <Anchor component="button" type="button" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <Trans>Where do I find my account number?</Trans>
      </Anchor>
      <Box id={panelId} hidden={!open} mt="xs">
        <Image src={image} alt={t`A magazine mailing label: the account number is printed above your name.`} maw={360} radius="sm" />
      </Box>
    </Box>
  );
}
