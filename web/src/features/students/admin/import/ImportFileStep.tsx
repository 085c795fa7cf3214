import { Alert, Button, FileButton, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { IMPORT_FIELDS, IMPORT_MAX_ROWS } from '@umka/contracts';
import { type DragEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalized } from '../../../../lib/i18n.ts';
import { useSubjects } from '../../../subjects/index.ts';
import { downloadBlob, templateCsv } from './importCsv.ts';
import type { ParsedImport } from './parseImportFile.ts';
import { useSubjectClasses } from './studentImport.queries.ts';

export interface ImportTarget {
  subjectId: number | null;
  groupId: number | null;
}

interface ImportFileStepProps {
  target: ImportTarget;
  onTarget: (target: ImportTarget) => void;
  parsed: ParsedImport | null;
  fileName: string | null;
  parsing: boolean;
  parseError: string | null;
  onFile: (file: File) => void;
  checking: boolean;
  onCheck: () => void;
}

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Step 1: the subject and class every row joins, and the file (dropped or picked), read in the browser. */
export function ImportFileStep(props: ImportFileStepProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const subjects = useSubjects();
  const classes = useSubjectClasses(props.target.subjectId);
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) props.onFile(file);
  };

  const downloadTemplate = async () => {
    const headers = Object.fromEntries(IMPORT_FIELDS.map((field) => [field, t(`studentImport.columns.${field}`)]));
    downloadBlob(await templateCsv(headers as Record<(typeof IMPORT_FIELDS)[number], string>), 'students-template.csv');
  };

  const tooMany = (props.parsed?.rows.length ?? 0) > IMPORT_MAX_ROWS;
  const ready = props.parsed !== null && props.target.subjectId !== null && !tooMany && !props.parsing;

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <Select
          label={t('studentImport.target.subject')}
          placeholder={t('studentImport.target.subjectPlaceholder')}
          data={(subjects.data ?? []).map((subject) => ({
            value: String(subject.id),
            label: localized(subject.title),
          }))}
          value={props.target.subjectId === null ? null : String(props.target.subjectId)}
          onChange={(value) => props.onTarget({ subjectId: value ? Number(value) : null, groupId: null })}
          w={260}
          required
        />
        <Select
          label={t('studentImport.target.class')}
          placeholder={t('studentImport.target.noClass')}
          description={t('studentImport.target.classHint')}
          data={(classes.data ?? []).map((group) => ({ value: String(group.id), label: group.title }))}
          value={props.target.groupId === null ? null : String(props.target.groupId)}
          onChange={(value) => props.onTarget({ ...props.target, groupId: value ? Number(value) : null })}
          disabled={props.target.subjectId === null}
          clearable
          searchable
          w={300}
        />
      </Group>

      <Paper
        withBorder
        radius="lg"
        p="xl"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        bg={dragging ? 'var(--mantine-color-blue-light)' : undefined}
        style={{ borderStyle: 'dashed' }}
        data-testid="import-drop-zone"
      >
        <Stack align="center" gap="sm">
          <IconFileSpreadsheet size={40} stroke={1.5} aria-hidden />
          <Text>{t('studentImport.file.drop')}</Text>
          <FileButton onChange={(file) => file && props.onFile(file)} accept={ACCEPT}>
            {(buttonProps) => (
              <Button {...buttonProps} variant="light" leftSection={<IconUpload size={18} />} loading={props.parsing}>
                {t('studentImport.file.pick')}
              </Button>
            )}
          </FileButton>
          <Text size="sm" c="dimmed">
            {t('studentImport.file.formats', { max: IMPORT_MAX_ROWS })}
          </Text>
          {props.parsing && <Text size="sm">{t('studentImport.file.parsing')}</Text>}
          {props.parsed && props.fileName && (
            <Text size="sm" fw={500} role="status">
              {t('studentImport.file.read', { name: props.fileName, count: props.parsed.rows.length })}
            </Text>
          )}
        </Stack>
      </Paper>

      {props.parseError && (
        <Alert color="red" role="alert">
          {props.parseError}
        </Alert>
      )}
      {tooMany && (
        <Alert color="red" role="alert">
          {t('studentImport.file.tooMany', { max: IMPORT_MAX_ROWS })}
        </Alert>
      )}
      {props.parsed && props.parsed.missing.length > 0 && (
        <Alert color="orange">
          {t('studentImport.file.missing', {
            columns: props.parsed.missing.map((field) => t(`studentImport.columns.${field}`)).join(', '),
          })}
        </Alert>
      )}
      {props.parsed && props.parsed.ignored.length > 0 && (
        <Alert color="gray">{t('studentImport.file.ignored', { columns: props.parsed.ignored.join(', ') })}</Alert>
      )}

      <Group justify="space-between">
        <Button variant="subtle" leftSection={<IconDownload size={18} />} onClick={() => void downloadTemplate()}>
          {t('studentImport.file.template')}
        </Button>
        <Button onClick={props.onCheck} disabled={!ready} loading={props.checking}>
          {t('studentImport.file.check')}
        </Button>
      </Group>
    </Stack>
  );
}
