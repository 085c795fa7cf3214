import { SegmentedControl, type SegmentedControlProps } from '@mantine/core';
import { isLocale, LOCALES, type Locale } from '@umka/contracts';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/i18n.ts';

const SHORT_NAMES: Record<Locale, string> = { 'ru-RU': 'RU', 'en-US': 'EN', 'uk-UA': 'UA' };

/** Switches the interface language; hidden when the host forces one (spec §6 partner host). */
export function LocaleSwitcher({ size = 'xs' }: { size?: SegmentedControlProps['size'] }) {
  const { t } = useTranslation();
  const { locale, forced, setLocale } = useLocale();
  if (forced) return null;
  return (
    <SegmentedControl
      size={size}
      radius="xl"
      value={locale}
      onChange={(value) => {
        if (isLocale(value)) setLocale(value);
      }}
      aria-label={t('locale.label')}
      data={LOCALES.map((value) => ({
        value,
        label: <span title={t(`locale.${value}`)}>{SHORT_NAMES[value]}</span>,
      }))}
    />
  );
}
