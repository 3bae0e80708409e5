import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { PageIntro } from '../../app/shell/PageIntro';

/**
 * §2 /accounts/resume: reached after a resume whose first returned item has directResume (§4).
 * The resume is done; this page welcomes the reader back and says what happens next.
 */
export default function ResumeScreen() {
  const { t } = useLingui();
  return (
    <>
      <PageIntro title={t`Welcome Back`} />
      <Stack gap="sm" data-testid="delivery-resumes">
        <Title order={2} size="h3">
          <Trans>Your delivery resumes</Trans>
        </Title>
        <Text>
          <Trans>Your subscription is active again. Your next issue ships with the next mailing; allow a few weeks for it to arrive.</Trans>
        </Text>
        <Group gap="lg">
          <Anchor component={Link} to="/accounts/summary">
            <Trans>Back to Account Summary</Trans>
          </Anchor>
        </Group>
      </Stack>
    </>
  );
}
