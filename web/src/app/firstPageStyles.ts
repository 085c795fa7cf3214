/*
 * Mantine's styles for what the first page can show (login, maintenance, the error and loading screens), in the
 * order Mantine's full sheet has them. Its full sheet (allStyles.ts) comes with the signed-in layouts and the other
 * public pages: parsing all 250 KB of it held up the login's first paint by ~120 ms at 4× CPU slowdown.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import './theme-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import '@mantine/core/styles/Center.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/ThemeIcon.css';
