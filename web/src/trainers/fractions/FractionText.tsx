import { Stack, Text } from '@mantine/core';
import type { Fraction } from '@umka/games';

/** A fraction written as at school: numerator over a bar over denominator. */
export function FractionText({ value, size = 44 }: { value: Fraction; size?: number }) {
  return (
    <Stack gap={0} align="center" component="span" aria-label={`${value.numerator}/${value.denominator}`}>
      <Text component="span" fz={size} fw={800} lh={1.1}>
        {value.numerator}
      </Text>
      <span style={{ display: 'block', width: '100%', minWidth: size, borderTop: '4px solid currentColor' }} />
      <Text component="span" fz={size} fw={800} lh={1.1}>
        {value.denominator}
      </Text>
    </Stack>
  );
}
