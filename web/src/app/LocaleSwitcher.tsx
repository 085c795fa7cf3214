import { isLocale, LOCALES, type Locale } from '@umka/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/i18n.ts';
import './LocaleSwitcher.css';

const SHORT_NAMES: Record<Locale, string> = { 'ru-RU': 'RU', 'en-US': 'EN', 'uk-UA': 'UA' };

/**
 * Switches the interface language; hidden when the host forces one (spec §6 partner host). Native radio buttons
 * drawn as a segmented pill by CSS alone: Mantine's SegmentedControl measured its items on mount to place its
 * indicator, a forced layout that held the login page's first paint by ~130 ms at 4× CPU slowdown.
 */
export function LocaleSwitcher({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  const { t } = useTranslation();
  const { locale, forced, setLocale } = useLocale();
  const name = useId();
  if (forced) return null;
  return (
    <div role="radiogroup" aria-label={t('locale.label')} className="locale-switcher" data-size={size}>
      {LOCALES.map((value) => (
        <label key={value} className="locale-switcher-item" title={t(`locale.${value}`)}>
          <input
            type="radio"
            className="locale-switcher-input"
            name={name}
            value={value}
            checked={value === locale}
            onChange={(event) => {
              if (isLocale(event.currentTarget.value)) setLocale(event.currentTarget.value);
            }}
          />
          {SHORT_NAMES[value]}
        </label>
      ))}
    </div>
  );
}
