import { Alert, Anchor, Button, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconMoodSmile } from '@tabler/icons-react';
import {
  CLASS_CODE_LENGTH,
  PICTURE_SEQUENCE_LENGTH,
  type PictureId,
  type PictureLoginStudent,
  ROLE_HOME,
} from '@umka/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../lib/api.ts';
import { localize } from '../../lib/i18n.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { UserAvatar } from '../../ui/UserAvatar.tsx';
import { PictureSequence } from './PictureSequence.tsx';
import { useClassByCode, usePictureLogin } from './pictureLogin.queries.ts';
import './picture-login.css';

/** What a child types is forgiven its case, spaces and dashes, as the server forgives it. */
const normalized = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

function CodeStep() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalized(code);
    if (!value) setError(t('pictureLogin.codeRequired'));
    else if (value.length !== CLASS_CODE_LENGTH) setError(t('pictureLogin.codeInvalid'));
    else navigate(`/login/class/${value}`);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>{t('pictureLogin.codeHint')}</Text>
        <TextInput
          label={t('pictureLogin.codeLabel')}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          size="lg"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
        />
        <Button type="submit" size="lg" radius="xl">
          {t('pictureLogin.codeSubmit')}
        </Button>
      </Stack>
    </form>
  );
}

function NameStep({
  students,
  onChoose,
}: {
  students: PictureLoginStudent[];
  onChoose: (s: PictureLoginStudent) => void;
}) {
  const { t } = useTranslation();
  if (students.length === 0) return <Alert color="yellow">{t('pictureLogin.noStudents')}</Alert>;
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('pictureLogin.chooseName')}
      </Title>
      <ul className="pl-names">
        {students.map((student) => (
          <li key={student.id}>
            <UnstyledButton className="pl-name-button" onClick={() => onChoose(student)}>
              <UserAvatar src={student.avatar} name={student.name} size="lg" aria-hidden />
              <span>{student.name}</span>
            </UnstyledButton>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

function PicturesStep({ code, student, onBack }: { code: string; student: PictureLoginStudent; onBack: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = usePictureLogin();
  const [picked, setPicked] = useState<PictureId[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const onChange = (next: PictureId[]) => {
    setPicked(next);
    if (next.length > 0) setFailure(null);
    if (next.length < PICTURE_SEQUENCE_LENGTH) return;
    login.mutate(
      { code, student_id: student.id, pictures: next },
      {
        onSuccess: (user) => navigate(ROLE_HOME[user.role_id], { replace: true }),
        onError: (error) => {
          // Which picture was wrong is never said: the child simply starts again.
          setPicked([]);
          if (!isApiError(error)) setFailure(t('errors.somethingWrong'));
          else if (error.code === 'INVALID_CREDENTIALS') setFailure(t('pictureLogin.wrong'));
          else if (error.code === 'TOO_MANY_ATTEMPTS') setFailure(t('pictureLogin.tooMany'));
          else setFailure(localize(error.message));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={4} align="center">
        {student.avatar ? <UserAvatar src={student.avatar} name={student.name} size="xl" aria-hidden /> : null}
        <Title order={2} size="h3" ta="center">
          {t('pictureLogin.hello', { name: student.name })}
        </Title>
        <Text ta="center">{t('pictureLogin.tapPictures')}</Text>
      </Stack>
      {failure ? (
        <Alert color="orange" icon={<IconMoodSmile aria-hidden />} role="alert">
          {failure}
        </Alert>
      ) : null}
      <PictureSequence picked={picked} onChange={onChange} busy={login.isPending} />
      {login.isPending ? <Spinner centered /> : null}
      <Button variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={onBack}>
        {t('pictureLogin.notMe')}
      </Button>
    </Stack>
  );
}

function ClassStep({ code }: { code: string }) {
  const { t } = useTranslation();
  const found = useClassByCode(code);
  const [student, setStudent] = useState<PictureLoginStudent | null>(null);
  if (found.isPending) return <Spinner centered />;
  if (found.isError) {
    const missing = isApiError(found.error) && [404, 422].includes(found.error.status);
    return (
      <Stack gap="md">
        <Alert color="orange" role="alert">
          {missing ? t('pictureLogin.classNotFound') : t('errors.somethingWrong')}
        </Alert>
        <Button component={Link} to="/login/class" variant="default" radius="xl">
          {t('pictureLogin.otherCode')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <Text c="dimmed" ta="center">
        {found.data.title}
      </Text>
      {student ? (
        <PicturesStep code={code} student={student} onBack={() => setStudent(null)} />
      ) : (
        <NameStep students={found.data.students} onChoose={setStudent} />
      )}
    </Stack>
  );
}

/**
 * /login/class and /login/class/:code — picture passwords for young children (docs/PICTURE-LOGIN.md): the class
 * code (or the teacher's link), then the child's name, then three pictures. A page of its own chunk, so the
 * password login page stays as light as it was.
 */
export function PictureLoginPage() {
  const { t } = useTranslation();
  const { code } = useParams();
  return (
    <Stack gap="lg" maw={520} mx="auto" w="100%" py="lg" px="md">
      <Title order={1} size="h2" ta="center">
        {t('pictureLogin.title')}
      </Title>
      {code ? <ClassStep key={code} code={normalized(code)} /> : <CodeStep />}
      <Anchor component={Link} to="/login" ta="center">
        {t('pictureLogin.toPasswordLogin')}
      </Anchor>
    </Stack>
  );
}
