import { type FormErrors, schemaResolver, type UseFormReturnType, useForm } from '@mantine/form';
import { type ErrorCode, errorMessage, isErrorCode } from '@umka/contracts';
import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { isApiError } from './api-error.ts';
import { useLocalized } from './i18n.ts';

export interface SchemaFormOptions<Values extends object, Body> {
  initialValues: Values;
  /** The contract's schema of what is sent: the form checks what the server will check, in the server's words. */
  schema: z.ZodType<Body>;
  /** What the schema reads, when the inputs hold something else (a select's null, a number typed as text). */
  toBody?: (values: Values) => unknown;
  /** Field of the body → path of the input, where the two are named differently (`subject_id` → `subjectId`). */
  inputOf?: Readonly<Record<string, string>>;
  /**
   * Inputs that pick from a list, where a missing value reads "nothing selected" rather than "required", or rather
   * than "invalid" when the schema knows only a wrong choice (an enum).
   */
  pickers?: readonly string[];
  /** Inputs that edit a whole list (tags), under which the error of an item (`variables.2`) shows. */
  listInputs?: readonly string[];
  /**
   * Checks the schema cannot make (an example the server solves, a template the game generates), as error codes by
   * input path; where the schema already refuses a path, its error is the one shown.
   */
  check?: (values: Values) => FormErrors;
}

export interface SchemaForm<Values extends object, Body> {
  form: UseFormReturnType<Values>;
  /** Mantine's input props with the error as text of the interface language. */
  inputProps: (
    path: string,
    options?: { type?: 'input' | 'checkbox' },
  ) => ReturnType<UseFormReturnType<Values>['getInputProps']>;
  /** The text of the error at a path, for inputs Mantine does not bind (a group of fields, a custom picker). */
  errorOf: (path: string) => string | undefined;
  /**
   * The form's submit handler: checks the values with the schema and sends the parsed body; the server's field errors
   * land under their inputs, and any other failure goes to `onError`.
   */
  onSubmit: (
    send: (body: Body, values: Values) => Promise<unknown>,
    onError?: (error: unknown) => void,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
}

/**
 * Forms keep error codes (`FIELD_REQUIRED`, `EMAIL_TAKEN`), which the contract schemas use as their messages and the
 * server sends with each field it refuses; the text is looked up when shown, so it follows a change of language.
 * Mantine's own `schemaResolver` is the one resolver: every form validates with the zod schema of its endpoint.
 */
export function useSchemaForm<Values extends object, Body>({
  initialValues,
  schema,
  toBody = (values) => values,
  inputOf = {},
  pickers = [],
  listInputs = [],
  check = () => ({}),
}: SchemaFormOptions<Values, Body>): SchemaForm<Values, Body> {
  const localize = useLocalized();
  const resolve = schemaResolver(schema, { sync: true });
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate: (values) => {
      const errors = {
        ...renamedErrors(check(values), {}, listInputs),
        ...renamedErrors(resolve(toBody(values)), inputOf, listInputs),
      };
      for (const path of pickers) {
        if (errors[path] === 'FIELD_REQUIRED' || (errors[path] !== undefined && isMissing(valueAt(values, path))))
          errors[path] = 'NOTHING_SELECTED';
      }
      return errors;
    },
  });

  const text = (error: ReactNode): ReactNode =>
    typeof error === 'string' ? localize(errorMessage(isErrorCode(error) ? error : 'FIELD_INVALID')) : error;

  return {
    form,
    inputProps: (path, options) => {
      const props = form.getInputProps(path, options);
      return { ...props, error: text(props.error) };
    },
    errorOf: (path) => {
      const error = form.errors[path];
      return error === undefined || error === null ? undefined : String(text(error));
    },
    onSubmit: (send, onError) =>
      form.onSubmit(async (values) => {
        try {
          await send(schema.parse(toBody(values)), values);
        } catch (error) {
          const fields = serverFieldErrors(error, inputOf, listInputs);
          if (Object.keys(fields).length > 0) form.setErrors(fields);
          else onError?.(error);
        }
      }),
  };
}

function valueAt(values: object, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | null)?.[key], values);
}

function isMissing(value: unknown): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * The first segment of each path renamed from the body's field to the form's input, and an item's error moved to the
 * input of its whole list; the first error at a path is kept.
 */
export function renamedErrors(
  errors: FormErrors,
  inputOf: Readonly<Record<string, string>>,
  listInputs: readonly string[] = [],
): FormErrors {
  const result: FormErrors = {};
  for (const [path, error] of Object.entries(errors)) {
    const [head = '', ...rest] = path.split('.');
    const input = [inputOf[head] ?? head, ...rest].join('.');
    const list = listInputs.find((whole) => input.startsWith(`${whole}.`));
    result[list ?? input] ??= error;
  }
  return result;
}

/** The codes of the fields a failed call names, under the form's paths. */
export function serverFieldErrors(
  error: unknown,
  inputOf: Readonly<Record<string, string>> = {},
  listInputs: readonly string[] = [],
): FormErrors {
  if (!isApiError(error)) return {};
  const codes: Record<string, ErrorCode> = {};
  for (const field of error.fields ?? []) codes[field.field] ??= field.code;
  return renamedErrors(codes, inputOf, listInputs);
}
