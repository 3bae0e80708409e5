// Mantine stylesheets of the components only the atlas uses (see src/app/styles.ts for the rule):
// they load with /flows, not with the sign-in page.
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Tooltip.css';
