/*
 * Mantine's whole sheet and its notices', imported by every lazily loaded layout and public page (and the notice
 * container) so each arrives with the first of them; the first page carries only firstPageStyles.ts.
 */
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
