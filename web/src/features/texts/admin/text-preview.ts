import { fillPlaceholders } from '@umka/contracts';

/** Values a preview fills in, by the placeholder names the texts use; any other shows as its name in brackets. */
const SAMPLES: Record<string, string> = {
  code: '482913',
  minutes: '15',
  count: '3',
  total: '12',
  current: '4',
  min: '8',
  max: '20',
  name: 'Маша Петрова',
  title: 'Альбом «Лес»',
  subject: 'Математика',
  date: '12.09.2026',
};

export function samplePlaceholders(names: readonly string[]): Record<string, string> {
  return Object.fromEntries(names.map((name) => [name, SAMPLES[name] ?? `[${name}]`]));
}

export function previewText(text: string, names: readonly string[]): string {
  return fillPlaceholders(text, samplePlaceholders(names));
}
