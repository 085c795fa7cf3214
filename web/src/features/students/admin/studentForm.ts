import type { AdminStudentDetail, StudentSubjectStatusFilter } from '@umka/contracts';

export interface StudentSubjectRowValues {
  subject_id: number | null;
  status: StudentSubjectStatusFilter;
  group_id: number | null;
}

/** The form's inputs under the body's own names, so the server's field errors (`subjects.1.group_id`) land as they are. */
export interface StudentFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  timezone: string | null;
  birth_date: string;
  password: string;
  subjects: StudentSubjectRowValues[];
}

export const EMPTY_STUDENT_FORM: StudentFormValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  timezone: null,
  birth_date: '',
  password: '',
  subjects: [],
};

export const newSubjectRow = (): StudentSubjectRowValues => ({ subject_id: null, status: 'active', group_id: null });

export function formOfStudent(student: AdminStudentDetail): StudentFormValues {
  return {
    first_name: student.first_name,
    last_name: student.last_name,
    email: student.email,
    phone: student.phone ?? '',
    timezone: student.timezone,
    birth_date: student.birth_date ?? '',
    // Blank keeps the old password (spec §5).
    password: '',
    subjects: student.subjects.map((row) => ({
      subject_id: row.subject_id,
      status: row.status,
      group_id: row.group?.id ?? null,
    })),
  };
}

/** What the contract reads: blank optional fields as null. */
export function bodyOfForm(values: StudentFormValues): unknown {
  return {
    ...values,
    phone: values.phone.trim() ? values.phone : null,
    birth_date: values.birth_date || null,
  };
}

/** The IANA zones the browser knows, which the server checks the same way. */
export function timeZones(): string[] {
  return typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
}
