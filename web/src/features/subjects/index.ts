export { SubjectBadge } from './SubjectBadge.tsx';
export { subjectKeys, useSubjects, useTeacherSubjects } from './subjects.queries.ts';
