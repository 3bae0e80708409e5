import { useLingui } from '@lingui/react/macro';
import { Stack } from '@mantine/core';
import { LiveChatLink } from '../../app/shell/LiveChatLink';
import { PageIntro } from '../../app/shell/PageIntro';
import { ContactForm } from './ContactForm';

/** §2 /accounts/customer-service: the Contact Customer Service form, and live chat where enabled. */
export default function CustomerServiceScreen() {
  const { t } = useLingui();
  return (
    <Stack gap="md" maw={640}>
      <PageIntro title={t`Contact Customer Service`} />
      <div>
        <LiveChatLink route="CustomerService" />
      </div>
      <ContactForm />
    </Stack>
  );
}
