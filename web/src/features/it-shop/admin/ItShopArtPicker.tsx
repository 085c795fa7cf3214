import { Box, Input, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IT_SHOP_ART_KEYS, type ItShopArtKey } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { itShopArtUrl } from '../itShop.queries.ts';

export interface ItShopArtPickerProps {
  value: ItShopArtKey | null;
  onChange: (key: ItShopArtKey) => void;
  error?: string | undefined;
}

/** Every picture drawn for the shop, each with its name; the chosen one is outlined. */
export function ItShopArtPicker({ value, onChange, error }: ItShopArtPickerProps) {
  const { t } = useTranslation();
  return (
    <Input.Wrapper labelElement="div" label={t('itShop.admin.form.art')} error={error} withAsterisk>
      <SimpleGrid
        role="group"
        aria-label={t('itShop.admin.form.art')}
        cols={{ base: 4, xs: 5 }}
        spacing={6}
        verticalSpacing={6}
        mt={6}
      >
        {IT_SHOP_ART_KEYS.map((key) => {
          const chosen = key === value;
          return (
            <UnstyledButton
              key={key}
              type="button"
              aria-pressed={chosen}
              onClick={() => onChange(key)}
              p={4}
              style={{
                borderRadius: 'var(--mantine-radius-md)',
                border: `2px solid ${chosen ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-3)'}`,
                background: chosen ? 'var(--mantine-color-blue-0)' : 'var(--mantine-color-body)',
              }}
            >
              <Box component="img" src={itShopArtUrl(key)} alt="" w="100%" display="block" loading="lazy" />
              <Text size="xs" ta="center" truncate>
                {t(`itShop.art.${key}`)}
              </Text>
            </UnstyledButton>
          );
        })}
      </SimpleGrid>
    </Input.Wrapper>
  );
}
