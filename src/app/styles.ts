// Mantine styles per component, so /login loads only what the shell and its screens use.
// Order matters: base components (UnstyledButton, Paper, Popover, …) come before the components
// built on them, as Mantine's docs list them (and as @mantine/core/styles.css concatenates them);
// otherwise a base style overrides the derived one.
// Every Mantine component a screen renders needs its file here or in its lazy area's list
// (src/features/accounts/styles.ts, or an import beside the screen): a missing one renders the
// component unstyled (issue 13: a huge black check mark, tabs as run-together text). The /login
// screens use Checkbox (opt-in, bot check), Tabs (Boréale), Divider, Image and Alert, so they are here;
// tests/e2e/visual.spec.ts and layout.spec.ts fail when one is lost.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
// Anchor is built on Text: Text first, or Text's rules override Anchor's (underline="always").
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Anchor.css';
// Checkbox is built on InlineInput: InlineInput first.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Divider.css';
import '@mantine/core/styles/Drawer.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/notifications/styles.css';
