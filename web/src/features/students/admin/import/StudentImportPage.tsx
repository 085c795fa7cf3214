import { Alert, Button, Group, Stack, Switch, Text, Title } from '@mantine/core';
import { IconUsersPlus } from '@tabler/icons-react';
import {
  IMPORT_FIELDS,
  type ImportBody,
  type ImportField,
  type ImportProblem,
  type ImportResult,
  type ImportRow,
  isErrorCode,
} from '@umka/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-error.ts';
import { useLocalized } from '../../../../lib/i18n.ts';
import { ImportFileStep, type ImportTarget } from './ImportFileStep.tsx';
import { ImportPreviewTable } from './ImportPreviewTable.tsx';
import { ImportResultStep } from './ImportResultStep.tsx';
import { ImportFileError, type ParsedImport, parseImportFile } from './parseImportFile.ts';
import { useImportCheck, useImportCommit } from './studentImport.queries.ts';

const FIELDS: ReadonlySet<string> = new Set(IMPORT_FIELDS);

/** A refused commit names its rows as `rows.N.<field>`; they become the preview's marks again. */
function problemsOfRefusal(error: unknown): ImportProblem[] | null {
  if (!isApiError(error) || !error.fields?.length) return null;
  const problems: ImportProblem[] = [];
  for (const field of error.fields) {
    const [, row, name] = /^rows\.(\d+)\.(\w+)$/.exec(field.field) ?? [];
    if (!row || !name || !FIELDS.has(name) || !isErrorCode(field.code)) return null;
    problems.push({ row: Number(row), field: name as ImportField, code: field.code });
  }
  return problems;
}

/** /admin/students/import: a CSV or XLSX file of students, checked row by row, fixed in place, created all at once. */
export function StudentImportPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const [target, setTarget] = useState<ImportTarget>({ subjectId: null, groupId: null });
  const [parsed, setParsed] = useState<ParsedImport | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [parsing, setParsing] = useState(false);
  const [parseError, setParseError] = useState<string | null>(null);
  const [rows, setRows] = useState<ImportRow[] | null>(null);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [onlyBad, setOnlyBad] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  const check = useImportCheck();
  const commit = useImportCommit();

  const readFile = async (file: File) => {
    setParsing(true);
    setParseError(null);
    setParsed(null);
    try {
      setParsed(await parseImportFile(file));
      setFileName(file.name);
    } catch (error) {
      const reason = error instanceof ImportFileError ? error.reason : 'unreadable';
      setParseError(t(`studentImport.file.errors.${reason}`));
    } finally {
      setParsing(false);
    }
  };

  const bodyOf = (list: ImportRow[]): ImportBody | null =>
    target.subjectId === null ? null : { subject_id: target.subjectId, group_id: target.groupId, rows: list };

  const runCheck = (list: ImportRow[]) => {
    const body = bodyOf(list);
    if (!body) return;
    check.mutate(body, { onSuccess: (answer) => setProblems(answer.problems) });
  };

  const edit = (index: number, field: ImportField, value: string) => {
    if (!rows) return;
    const next = rows.map((row, at) => (at === index ? { ...row, [field]: value } : row));
    setRows(next);
    runCheck(next);
  };

  const start = () => {
    if (!parsed) return;
    setRows(parsed.rows);
    setProblems([]);
    runCheck(parsed.rows);
  };

  const save = () => {
    const body = rows && bodyOf(rows);
    if (!body) return;
    commit.mutate(body, {
      onSuccess: setResult,
      onError: (error) => {
        const marks = problemsOfRefusal(error);
        if (marks) setProblems(marks);
      },
    });
  };

  const again = () => {
    setResult(null);
    setRows(null);
    setParsed(null);
    setFileName(null);
    setProblems([]);
    check.reset();
    commit.reset();
  };

  const badRows = new Set(problems.map((problem) => problem.row)).size;
  const checked = check.isSuccess && !check.isPending;
  const inPreview = rows !== null && (check.isSuccess || check.isPending || problems.length > 0);
  const refusal =
    commit.isError && !problemsOfRefusal(commit.error) ? commit.error : check.isError ? check.error : null;

  return (
    <Stack gap="lg">
      <Group gap="sm">
        <IconUsersPlus size={32} stroke={1.5} color="var(--mantine-color-blue-6)" aria-hidden />
        <Title order={1} size="h2">
          {t('studentImport.title')}
        </Title>
      </Group>
      {result ? (
        <ImportResultStep result={result} onAgain={again} />
      ) : rows && inPreview ? (
        <Stack gap="md">
          <Group justify="space-between" align="center">
            <Text fw={500} role="status" aria-live="polite">
              {check.isPending
                ? t('studentImport.preview.checking')
                : t('studentImport.preview.counts', { ready: rows.length - badRows, bad: badRows })}
            </Text>
            <Switch
              label={t('studentImport.preview.onlyBad')}
              checked={onlyBad}
              onChange={(event) => setOnlyBad(event.currentTarget.checked)}
            />
          </Group>
          <Text size="sm" c="dimmed">
            {t('studentImport.preview.hint')}
          </Text>
          <ImportPreviewTable rows={rows} problems={problems} onlyBad={onlyBad} onEdit={edit} />
          <Group justify="space-between">
            <Button variant="subtle" onClick={again}>
              {t('studentImport.preview.otherFile')}
            </Button>
            <Group>
              <Button variant="light" onClick={() => runCheck(rows)} loading={check.isPending}>
                {t('studentImport.preview.recheck')}
              </Button>
              <Button onClick={save} disabled={!checked || badRows > 0} loading={commit.isPending}>
                {t('studentImport.preview.commit', { count: rows.length })}
              </Button>
            </Group>
          </Group>
        </Stack>
      ) : (
        <>
          <Text c="dimmed">{t('studentImport.intro')}</Text>
          <ImportFileStep
            target={target}
            onTarget={setTarget}
            parsed={parsed}
            fileName={fileName}
            parsing={parsing}
            parseError={parseError}
            onFile={(file) => void readFile(file)}
            checking={check.isPending}
            onCheck={start}
          />
        </>
      )}
      {refusal && isApiError(refusal) && (
        <Alert color="red" role="alert" title={t('studentImport.failed')}>
          {localized(refusal.message)}
        </Alert>
      )}
    </Stack>
  );
}
