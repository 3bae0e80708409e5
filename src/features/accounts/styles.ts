// The Mantine styles the account screens use beyond the shell's (src/app/styles.ts), loaded with
// the account area only, so /login stays light. Base components first, as Mantine's docs order
// them: InlineInput before Checkbox, Radio and Switch; Paper (in the shell's) before Card.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
