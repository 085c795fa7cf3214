import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { LIBRARY_FORMULA_MAX } from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../ui/AppModal.tsx';
import { FormulaView } from './FormulaView.tsx';
import { renderFormula } from './katex.ts';

/** Types a formula in LaTeX with its KaTeX drawing live below; a formula KaTeX cannot read is not inserted. */
export function FormulaDialog({
  initial,
  onInsert,
  onClose,
}: {
  initial: string;
  onInsert: (latex: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [latex, setLatex] = useState(initial);
  const source = latex.trim();
  const error = source ? renderFormula(source).error : null;

  return (
    <AppModal opened onClose={onClose} title={t('studio.formula.title')} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (source && !error) onInsert(source);
        }}
      >
        <Stack gap="md">
          <Textarea
            label={t('studio.formula.latex')}
            description={t('studio.formula.hint')}
            value={latex}
            onChange={(event) => setLatex(event.currentTarget.value)}
            maxLength={LIBRARY_FORMULA_MAX}
            autosize
            minRows={2}
            styles={{ input: { fontFamily: 'monospace' } }}
            error={error ? t('studio.formula.invalid') : undefined}
            data-autofocus
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="formula-preview-label">
              {t('studio.formula.preview')}
            </Text>
            <Paper withBorder p="md" radius="md" aria-labelledby="formula-preview-label" mih={64}>
              {source ? <FormulaView latex={source} /> : <Text c="dimmed">{t('studio.formula.empty')}</Text>}
            </Paper>
          </Stack>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('library.form.cancel')}
            </Button>
            <Button type="submit" disabled={!source || error !== null}>
              {t('studio.formula.insert')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
