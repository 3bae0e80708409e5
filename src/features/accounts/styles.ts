// The Mantine styles the account screens use beyond the shell's (src/app/styles.ts), loaded with
// the account area only, so /login stays light. Base components first, as Mantine's docs order
// them: ScrollArea (Select's dropdown scrolls in one) first; InlineInput (in the shell's) before
// Radio and Switch; Paper (in the shell's) before Card. Checkbox and Alert are in the shell's: /login
// uses them too.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/Stepper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Pagination.css';
