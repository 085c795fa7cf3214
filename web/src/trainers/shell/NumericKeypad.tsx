import { Button, SimpleGrid } from '@mantine/core';
import { IconArrowBackUp, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface NumericKeypadProps {
  onKey: (key: string) => void;
  onSubmit: () => void;
  decimals: boolean;
  /** Offers "−" only where an answer can be negative. */
  negatives: boolean;
  disabled: boolean;
}

const DIGITS = ['7', '8', '9', '4', '5', '6', '1', '2', '3'];

/** Big on-screen keys for touch screens; the same keys work from a physical keyboard. */
export function NumericKeypad({ onKey, onSubmit, decimals, negatives, disabled }: NumericKeypadProps) {
  const { t } = useTranslation();
  const key = (label: string, value = label) => (
    <Button key={value} variant="light" size="lg" radius="lg" fz="xl" onClick={() => onKey(value)} disabled={disabled}>
      {label}
    </Button>
  );

  return (
    // Without `manipulation` a phone reads two quick taps on one key (11, 99) as a zoom, not as two digits.
    <SimpleGrid cols={4} spacing="xs" w="100%" maw={360} data-testid="keypad" style={{ touchAction: 'manipulation' }}>
      {DIGITS.slice(0, 3).map((digit) => key(digit))}
      <Button
        variant="light"
        color="gray"
        size="lg"
        radius="lg"
        onClick={() => onKey('Backspace')}
        disabled={disabled}
        aria-label={t('trainers.shell.erase')}
      >
        <IconArrowBackUp />
      </Button>
      {DIGITS.slice(3, 6).map((digit) => key(digit))}
      {negatives ? key('−', '-') : <span />}
      {DIGITS.slice(6).map((digit) => key(digit))}
      {decimals ? key('.', '.') : <span />}
      {key('0')}
      <Button
        size="lg"
        radius="lg"
        color="teal"
        onClick={onSubmit}
        disabled={disabled}
        aria-label={t('trainers.shell.submit')}
        style={{ gridColumn: 'span 3' }}
      >
        <IconCheck />
      </Button>
    </SimpleGrid>
  );
}
