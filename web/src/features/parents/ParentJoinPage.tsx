import { Alert, Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconUserHeart } from '@tabler/icons-react';
import { CLASS_CODE_LENGTH, PASSWORD_MIN_STAFF, parentRedeemBodySchema, ROLE } from '@umka/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api-error.ts';
import { useAuth } from '../../lib/auth.tsx';
import { serverFieldErrors, useSchemaForm } from '../../lib/forms.ts';
import { currentLocale, localize } from '../../lib/i18n.ts';
import { notifyError, notifySuccess } from '../../lib/notify.ts';
import { Spinner } from '../../ui/Spinner.tsx';
import { redeemInvite, useInviteCheck, useLinkChild } from './parents.queries.ts';

/** What a parent types is forgiven its case, spaces and dashes, as the server forgives it. */
const normalized = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

function CodeForm({ onCode, initial = '' }: { onCode: (code: string) => void; initial?: string }) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normalized(code);
    if (!value) setError(t('parents.join.codeRequired'));
    else if (value.length !== CLASS_CODE_LENGTH) setError(t('parents.join.codeInvalid'));
    else onCode(value);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('parents.join.codeLabel')}
          description={t('parents.join.codeHint')}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          size="md"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <Button type="submit" radius="xl">
          {t('parents.join.codeSubmit')}
        </Button>
      </Stack>
    </form>
  );
}

interface JoinValues {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

function RegisterForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { form, inputProps, onSubmit } = useSchemaForm({
    initialValues: { first_name: '', last_name: '', email: '', password: '' } satisfies JoinValues,
    schema: parentRedeemBodySchema,
    toBody: (values) => ({ ...values, code, locale: currentLocale() }),
    check: ({ password }) => (password.length < PASSWORD_MIN_STAFF ? { password: 'PASSWORD_TOO_SHORT' } : {}),
  });
  const submit = onSubmit(async (body) => {
    try {
      await redeemInvite(body);
    } catch (error) {
      const serverText = isApiError(error) && error.status > 0 && Object.keys(serverFieldErrors(error)).length === 0;
      notifyError(t('parents.join.failed'), serverText ? localize(error.message) : undefined);
      throw error;
    }
    notifySuccess(t('parents.join.done'));
    navigate('/parent', { replace: true });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group grow align="flex-start">
          <TextInput label={t('auth.firstName')} autoComplete="given-name" withAsterisk {...inputProps('first_name')} />
          <TextInput label={t('auth.lastName')} autoComplete="family-name" withAsterisk {...inputProps('last_name')} />
        </Group>
        <TextInput label={t('auth.email')} type="email" autoComplete="email" withAsterisk {...inputProps('email')} />
        <PasswordInput
          label={t('auth.password')}
          description={t('parents.join.passwordHint', { count: PASSWORD_MIN_STAFF })}
          autoComplete="new-password"
          withAsterisk
          {...inputProps('password')}
        />
        <Button type="submit" radius="xl" loading={form.submitting}>
          {t('parents.join.register')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('parents.join.haveAccount')}{' '}
          <Anchor component={Link} to="/login" size="sm">
            {t('parents.join.toLogin')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

/** A signed-in parent adds one more child with the child's code. */
function LinkChild({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const link = useLinkChild();
  return (
    <Button
      radius="xl"
      loading={link.isPending}
      onClick={() =>
        link.mutate(code, {
          onSuccess: (child) => navigate(`/parent/children/${child.id}`, { replace: true }),
          onError: (error) =>
            notifyError(t('parents.join.failed'), isApiError(error) ? localize(error.message) : undefined),
        })
      }
    >
      {t('parents.join.addChild')}
    </Button>
  );
}

/**
 * /parent/join?code=…: the page an invitation opens. It says whose progress the code opens, then a new parent
 * registers with their own email and password, and a signed-in parent adds the child to their cabinet.
 */
export function ParentJoinPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const given = params.get('code');
  const code = given ? normalized(given) : null;
  const valid = code !== null && code.length === CLASS_CODE_LENGTH ? code : null;
  const check = useInviteCheck(valid);
  const otherRole = user !== null && user.role_id !== ROLE.parent;

  let body: ReactNode;
  if (otherRole) {
    body = <Alert color="yellow">{t('parents.join.otherRole')}</Alert>;
  } else if (!valid) {
    body = <CodeForm initial={given ?? ''} onCode={(value) => setParams({ code: value })} />;
  } else if (check.isPending) {
    body = <Spinner centered />;
  } else if (check.isError) {
    body = (
      <Stack gap="md">
        <Alert color="red">
          {isApiError(check.error) ? localize(check.error.message) : t('parents.join.codeInvalid')}
        </Alert>
        <CodeForm key={valid} onCode={(value) => setParams({ code: value })} />
      </Stack>
    );
  } else {
    body = (
      <Stack gap="md">
        <Alert color="teal" icon={<IconUserHeart size={20} />}>
          {t('parents.join.forChild', { name: check.data.child_first_name })}
        </Alert>
        {user ? <LinkChild code={valid} /> : <RegisterForm code={valid} />}
      </Stack>
    );
  }

  return (
    <Stack gap="lg" pt="xl" maw={560} mx="auto">
      <Text ta="center" fw={800} fz={40} c="blue.6" lh={1}>
        {t('common.appName')}
      </Text>
      <Paper radius="lg" p="xl" shadow="md" withBorder>
        <Title order={1} size="h2" mb="xs">
          {t('parents.join.title')}
        </Title>
        <Text c="dimmed" mb="lg">
          {t('parents.join.subtitle')}
        </Text>
        {body}
      </Paper>
    </Stack>
  );
}
